import {
  AccountOrderDetailSchema,
  AccountOrdersSchema,
  AuthSuccessSchema,
  ErrorResponseSchema,
  OrderCreatedSchema,
} from '@stride/contract';
import { type DatabaseHandle, sql } from '@stride/db';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { A_PASSWORD, Browser, logIn, newEmail, signUp } from '../../test-support/account-requests';
import { aSizeForSale } from '../../test-support/cart-requests';
import { SLOVAK_BUYER } from '../../test-support/checkout-requests';
import { aGuestOrder, insertTestOrder } from '../../test-support/mail-orders';
import { useMailTestApp } from '../../test-support/mail-test-app';
import type { SmtpSink } from '../../test-support/smtp-sink';

/**
 * An account's life after registration: its e-mails (verification, password reset) sent over SMTP to
 * a real SMTP server and their links followed, passwords changed, the profile, the account's orders,
 * sessions that expire and slide, and deleting the account.
 */

// Behind the storefront's proxy on 127.0.0.1 (TRUST_PROXY): X-Forwarded-Proto says whether the shop was reached over https.
const mailApp = useMailTestApp({ SK_DOMAIN: 'stride.sk', TRUST_PROXY: 'loopback' });
let database: DatabaseHandle;
let app: FastifyInstance;
let sink: SmtpSink;
beforeAll(() => {
  ({ app, database, sink } = mailApp());
});

/** A browser of the Slovak shop behind the proxy (requests come from 127.0.0.1 with the client's address forwarded). */
let clients = 0;
function browser(headers: Record<string, string> = {}): Browser {
  clients += 1;
  return new Browser(app, 'stride.sk', '127.0.0.1', {
    'x-forwarded-for': `10.9.${clients >> 8}.${clients & 255}`,
    ...headers,
  });
}

function messagesOf(body: unknown) {
  return ErrorResponseSchema.parse(body).messages;
}

/**
 * The link of the e-mail to `to` whose link goes to `pathname` (the e-mails go after the answer, so it
 * is waited for), with its token from the link's fragment.
 */
async function linkSentTo(to: string, pathname: string): Promise<{ token: string; link: string; text: string }> {
  const pattern = new RegExp(`(https?://stride\\.sk${pathname}#([A-Za-z0-9_-]{43}))`);
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    for (const mail of sink.received) {
      const text = mail.parsed.text ?? '';
      const match = pattern.exec(text);
      if (mail.envelopeTo.includes(to) && match?.[1] && match[2]) return { link: match[1], token: match[2], text };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${pathname} link e-mailed to ${to}`);
}

describe('session lifetimes', () => {
  it('over https, names the cookie __Host-session and marks it Secure', async () => {
    const shopper = browser({ 'x-forwarded-proto': 'https' });
    await signUp(shopper, newEmail());
    const header = shopper.setCookies.find((cookie) => cookie.startsWith('__Host-session='));
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/Domain=/i);
    expect((await shopper.profile()).isLoggedIn).toBe(true);
  });

  it('ends a session that has not been used within its lifetime', async () => {
    const shopper = browser();
    const email = newEmail();
    await signUp(shopper, email);
    await database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = (select id from users where email = ${email})`,
    );
    expect((await shopper.profile()).isLoggedIn).toBe(false);
  });

  it('moves a used session’s expiry forward: 12 hours idle, 30 days when remembered (and its cookie with it)', async () => {
    const email = newEmail();
    // Registering logs in without remembering.
    const once = browser();
    await signUp(once, email);
    const remembered = browser();
    await logIn(remembered, email, A_PASSWORD, true);
    // Both last seen long ago, and due to expire soon.
    await database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '2 hours', expires_at = now() + interval '1 minute'
          where user_id = (select id from users where email = ${email})`,
    );
    remembered.setCookies.length = 0;
    await once.profile();
    await remembered.profile();
    const left = await database.db.execute<{ remember: boolean; hours: number }>(
      sql`select remember, extract(epoch from expires_at - now()) / 3600 as hours from sessions
          where user_id = (select id from users where email = ${email}) order by remember`,
    );
    const hours = left.rows.map((row) => [row.remember, Math.round(Number(row.hours))]);
    expect(hours).toEqual([
      [false, 12],
      [true, 720],
    ]);
    expect(remembered.setCookies.find((cookie) => cookie.startsWith('session='))).toMatch(/Max-Age=2592000/);
  });
});

describe('e-mail verification', () => {
  it('sends a link at registration; following it verifies the e-mail and joins the guest orders placed with it', async () => {
    const email = newEmail('host');
    await insertTestOrder(database, aGuestOrder(email.toUpperCase(), '9900000001'));
    const shopper = browser();
    await signUp(shopper, email);
    const { token, text } = await linkSentTo(email, '/overenie-emailu');
    expect(text).toMatch(/Overte svoj e-mail|Potvrďte prosím/);
    const before = AccountOrdersSchema.parse((await shopper.send('GET', '/api/lib/v1/account/orders')).body);
    expect(before.orders).toEqual([]);
    const verified = await shopper.send('POST', '/api/lib/v1/auth/verify-email', { token });
    expect(verified.body).toEqual({ success: true, message: 'E-mail je overený.' });
    expect((await shopper.profile()).user?.emailVerified).toBe(true);
    const after = AccountOrdersSchema.parse((await shopper.send('GET', '/api/lib/v1/account/orders')).body);
    expect(after.orders.map((order) => order.orderNumber)).toEqual(['9900000001']);
    // The link works once.
    const again = await shopper.send('POST', '/api/lib/v1/auth/verify-email', { token });
    expect(again.status).toBe(422);
    expect(messagesOf(again.body)[0]?.field).toBe('token');
  });
});

describe('forgotten password', () => {
  it('answers the same whether or not the e-mail is registered, and e-mails only a registered one', async () => {
    const email = newEmail();
    await signUp(browser(), email);
    const known = await browser().send('POST', '/api/lib/v1/auth/password-reset', { email });
    const unknown = await browser().send('POST', '/api/lib/v1/auth/password-reset', { email: newEmail('nikto') });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const { link } = await linkSentTo(email, '/nove-heslo');
    expect(link).toMatch(/^https:\/\/stride\.sk\/nove-heslo#/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const resetMails = sink.received.filter((mail) => (mail.parsed.text ?? '').includes('/nove-heslo#'));
    expect(resetMails.flatMap((mail) => mail.envelopeTo)).toEqual([email]);
  });

  it('sets the new password with the link once, ends every session, and logs this browser in', async () => {
    const email = newEmail();
    const laptop = browser();
    await signUp(laptop, email);
    await browser().send('POST', '/api/lib/v1/auth/password-reset', { email });
    const { token } = await linkSentTo(email, '/nove-heslo');
    // Only the token's hash is kept.
    const stored = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from user_tokens where token_hash = ${token}`,
    );
    expect(stored.rows[0]?.n).toBe(0);
    const phone = browser();
    const body = { token, password: 'Nové-heslo-2026', passwordRepeat: 'Nové-heslo-2026' };
    const done = await phone.send('POST', '/api/lib/v1/auth/password-reset/confirm', body);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(AuthSuccessSchema.parse(done.body).data.messages[0]?.message).toMatch(/Heslo bolo zmenené/);
    expect((await phone.profile()).user?.email).toBe(email);
    expect((await laptop.profile()).isLoggedIn).toBe(false);
    expect((await phone.send('POST', '/api/lib/v1/auth/password-reset/confirm', body)).status).toBe(422);
    expect((await logIn(browser(), email, A_PASSWORD)).status).toBe(401);
    expect((await logIn(browser(), email, 'Nové-heslo-2026')).status).toBe(200);
  });

  it('refuses an expired link and a made-up one on the token field', async () => {
    const email = newEmail();
    await signUp(browser(), email);
    await browser().send('POST', '/api/lib/v1/auth/password-reset', { email });
    const { token } = await linkSentTo(email, '/nove-heslo');
    await database.db.execute(
      sql`update user_tokens set expires_at = now() - interval '1 second' where purpose = 'password_reset'`,
    );
    for (const tried of [token, 'x'.repeat(43), 'short']) {
      const answer = await browser().send('POST', '/api/lib/v1/auth/password-reset/confirm', {
        token: tried,
        password: 'Nové-heslo-2026',
        passwordRepeat: 'Nové-heslo-2026',
      });
      expect(answer.status).toBe(422);
      expect(messagesOf(answer.body)).toEqual([{ field: 'token', message: expect.stringMatching(/neplatný/) }]);
    }
    expect((await logIn(browser(), email, A_PASSWORD)).status).toBe(200);
  });

  it('refuses a common password on the password field and leaves the link usable', async () => {
    const email = newEmail();
    await signUp(browser(), email);
    await browser().send('POST', '/api/lib/v1/auth/password-reset', { email });
    const { token } = await linkSentTo(email, '/nove-heslo');
    const shopper = browser();
    const common = await shopper.send('POST', '/api/lib/v1/auth/password-reset/confirm', {
      token,
      password: 'Qwerty123',
      passwordRepeat: 'Qwerty123',
    });
    expect(common.status).toBe(400);
    expect(messagesOf(common.body)).toEqual([{ field: 'password', message: expect.stringMatching(/najčastejšie/) }]);
    expect(shopper.cookies.has('session')).toBe(false);
    expect((await logIn(browser(), email, 'Qwerty123')).status).toBe(401);
    // The refusal spent nothing: the same link sets a better password.
    const done = await shopper.send('POST', '/api/lib/v1/auth/password-reset/confirm', {
      token,
      password: 'Nové-heslo-2026',
      passwordRepeat: 'Nové-heslo-2026',
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  });

  it('lets one of two simultaneous uses of a link through', async () => {
    const email = newEmail();
    await signUp(browser(), email);
    await browser().send('POST', '/api/lib/v1/auth/password-reset', { email });
    const { token } = await linkSentTo(email, '/nove-heslo');
    const answers = await Promise.all(
      ['Prvé-heslo-2026', 'Druhé-heslo-2026'].map((password) =>
        browser().send('POST', '/api/lib/v1/auth/password-reset/confirm', {
          token,
          password,
          passwordRepeat: password,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
  });
});

describe('changing the password', () => {
  it('needs the current one, then ends the user’s other sessions and keeps this one', async () => {
    const email = newEmail();
    const laptop = browser();
    await signUp(laptop, email);
    const phone = browser();
    await logIn(phone, email);
    const wrong = await laptop.send('POST', '/api/lib/v1/auth/password', {
      currentPassword: 'not it',
      password: 'Iné-heslo-2026',
      passwordRepeat: 'Iné-heslo-2026',
    });
    expect(wrong.status).toBe(400);
    expect(messagesOf(wrong.body)).toEqual([{ field: 'currentPassword', message: 'Súčasné heslo nie je správne.' }]);
    const changed = await laptop.send('POST', '/api/lib/v1/auth/password', {
      currentPassword: A_PASSWORD,
      password: 'Iné-heslo-2026',
      passwordRepeat: 'Iné-heslo-2026',
    });
    expect(changed.body).toEqual({ success: true, message: 'Heslo bolo zmenené.' });
    expect((await laptop.profile()).isLoggedIn).toBe(true);
    expect((await phone.profile()).isLoggedIn).toBe(false);
  });

  it('refuses a common password on the password field, and the old one stays', async () => {
    const email = newEmail();
    const laptop = browser();
    await signUp(laptop, email);
    const phone = browser();
    await logIn(phone, email);
    const common = await laptop.send('POST', '/api/lib/v1/auth/password', {
      currentPassword: A_PASSWORD,
      password: 'Qwerty123',
      passwordRepeat: 'Qwerty123',
    });
    expect(common.status).toBe(400);
    expect(messagesOf(common.body)).toEqual([{ field: 'password', message: expect.stringMatching(/najčastejšie/) }]);
    expect((await logIn(browser(), email, 'Qwerty123')).status).toBe(401);
    expect((await logIn(browser(), email, A_PASSWORD)).status).toBe(200);
    // Nothing was changed, so the other sessions did not end either.
    expect((await phone.profile()).isLoggedIn).toBe(true);
  });

  it('is unauthorised access when logged out', async () => {
    const answer = await browser().send('POST', '/api/lib/v1/auth/password', {
      currentPassword: A_PASSWORD,
      password: 'Iné-heslo-2026',
      passwordRepeat: 'Iné-heslo-2026',
    });
    expect(answer.status).toBe(401);
    expect(messagesOf(answer.body)).toEqual([{ field: null, message: 'Neoprávnený prístup. Prihláste sa.' }]);
  });
});

describe('the profile (PUT /auth/profile)', () => {
  it('saves names, birth date, address, company and saved addresses, and says so', async () => {
    const shopper = browser();
    await signUp(shopper, newEmail());
    const answer = await shopper.send('PUT', '/api/lib/v1/auth/profile', {
      user: {
        firstname: 'Jana',
        surname: 'Kováčová',
        phone: '+421 903 123 456',
        dateOfBirth: '1990-05-17',
        street: 'Hlavná 12',
        city: 'Košice',
        zip: '04001',
        country: 'sk',
        newsletter: true,
        company: { name: 'Bežec s.r.o.', businessId: '12345678', taxId: '2020123456', vatNumber: 'SK2020123456' },
        addresses: [
          { firstname: 'Peter', surname: 'Kováč', street: 'Dlhá 3', city: 'Brno', zip: '60200', country: 'cz' },
        ],
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { user, messages } = AuthSuccessSchema.parse(answer.body).data;
    expect(messages[0]?.message).toBe('Profil bol aktualizovaný.');
    expect(user).toMatchObject({
      fullName: 'Jana Kováčová',
      dateOfBirth: '1990-05-17',
      address: { street: 'Hlavná 12', city: 'Košice', zip: '040 01' },
      countryId: 'sk',
      newsletter: true,
      company: { name: 'Bežec s.r.o.', vatNumber: 'SK2020123456' },
      addresses: [{ firstname: 'Peter', city: 'Brno', zip: '602 00', country: 'cz' }],
    });
    expect((await shopper.profile()).user).toEqual(user);
  });

  it('puts each broken rule on its field (the postal code by its country) and changes nothing', async () => {
    const shopper = browser();
    await signUp(shopper, newEmail(), { name: 'Jana' });
    const answer = await shopper.send('PUT', '/api/lib/v1/auth/profile', {
      user: {
        firstname: 'J4na',
        dateOfBirth: '2990-01-01',
        street: 'Hlavná',
        city: 'Szeged',
        zip: '67',
        country: 'hu',
      },
    });
    expect(answer.status).toBe(400);
    const byField = Object.fromEntries(messagesOf(answer.body).map((m) => [m.field, m.message]));
    expect(byField).toMatchObject({
      'user.firstname': 'Zadajte aspoň 2 písmená, bez číslic a iných znakov.',
      'user.dateOfBirth': 'Zadajte dátum narodenia vo formáte DD.MM.RRRR.',
      'user.street': 'Zadajte ulicu aj s číslom domu.',
      'user.zip': 'Nesprávny formát PSČ. Zadajte ho vo formáte XXXX.',
    });
    expect((await shopper.profile()).user?.firstname).toBe('Jana');
  });

  it('is unauthorised access when logged out', async () => {
    const answer = await browser().send('PUT', '/api/lib/v1/auth/profile', { user: { firstname: 'Jana' } });
    expect(answer.status).toBe(401);
  });
});

describe('the account’s orders', () => {
  it('has the order a user places from a cart begun after logging in: the cart is theirs from its first add', async () => {
    const shopper = browser();
    await signUp(shopper, newEmail());
    const size = await aSizeForSale(database);
    const steps = [
      await shopper.send('POST', '/api/lib/v1/cart', {
        items: [{ count: 1, sizeId: size.sizeId, productId: size.productId }],
      }),
      await shopper.send('PUT', '/api/lib/v1/cart/delivery', { delivery: 'courier', payment: 'bank_transfer' }),
      await shopper.send('POST', '/api/lib/v1/cart/contact', { contact: SLOVAK_BUYER }),
    ];
    expect(steps.map((step) => step.status)).toEqual([200, 200, 200]);
    const placed = await shopper.send('POST', '/api/lib/v1/order/create');
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { orderNumber } = OrderCreatedSchema.parse(placed.body);
    const list = AccountOrdersSchema.parse((await shopper.send('GET', '/api/lib/v1/account/orders')).body);
    expect(list.orders.map((order) => order.orderNumber)).toEqual([orderNumber]);
  });

  it('lists the user’s orders and shows one; another user’s id and a wrong one are not found', async () => {
    const email = newEmail();
    const owner = browser();
    await signUp(owner, email);
    const [ownerId] = (await database.db.execute<{ id: number }>(sql`select id from users where email = ${email}`))
      .rows;
    const mine = await insertTestOrder(database, aGuestOrder(email, '9900000101'));
    await database.db.execute(sql`update orders set user_id = ${ownerId?.id} where id = ${mine}`);
    const stranger = browser();
    await signUp(stranger, newEmail('cudzi'));
    expect(AccountOrdersSchema.parse((await stranger.send('GET', '/api/lib/v1/account/orders')).body).orders).toEqual(
      [],
    );
    const list = AccountOrdersSchema.parse((await owner.send('GET', '/api/lib/v1/account/orders')).body);
    expect(list.orders).toEqual([
      {
        id: mine,
        orderNumber: '9900000101',
        createdAt: '2026-11-20T10:00:00.000Z',
        status: 'new',
        total: expect.objectContaining({ amount: 13_380 }),
        itemCount: 1,
      },
    ]);
    const detail = AccountOrderDetailSchema.parse((await owner.send('GET', `/api/lib/v1/account/orders/${mine}`)).body);
    expect(detail).toMatchObject({
      id: mine,
      orderNumber: '9900000101',
      items: [{ name: 'Bežecká obuv Rýchlik', count: 1 }],
    });
    for (const asked of [`/api/lib/v1/account/orders/${mine}`, '/api/lib/v1/account/orders/2147483000']) {
      const answer = await stranger.send('GET', asked);
      expect(answer.status).toBe(404);
      expect(messagesOf(answer.body)).toEqual([
        { field: null, message: 'Vo vašom účte nie je objednávka s týmto číslom.' },
      ]);
    }
    expect((await browser().send('GET', '/api/lib/v1/account/orders')).status).toBe(401);
    expect((await owner.send('GET', '/api/lib/v1/account/orders/abc')).status).toBe(400);
  });
});

describe('deleting the account', () => {
  it('needs the password, then erases the account and its sessions and keeps its orders, unlinked', async () => {
    const email = newEmail();
    const shopper = browser();
    await signUp(shopper, email);
    const [user] = (await database.db.execute<{ id: number }>(sql`select id from users where email = ${email}`)).rows;
    const order = await insertTestOrder(database, aGuestOrder(email, '9900000201'));
    await database.db.execute(sql`update orders set user_id = ${user?.id} where id = ${order}`);
    const wrong = await shopper.send('DELETE', '/api/lib/v1/auth/account', { password: 'nope' });
    expect(wrong.status).toBe(400);
    expect(messagesOf(wrong.body)[0]?.field).toBe('password');
    const token = shopper.cookies.get('session') ?? '';
    const deleted = await shopper.send('DELETE', '/api/lib/v1/auth/account', { password: A_PASSWORD });
    expect(deleted.status).toBe(200);
    const replay = browser();
    replay.cookies.set('session', token);
    expect((await replay.profile()).isLoggedIn).toBe(false);
    const left = await database.db.execute<{ users: number; orders: number; linked: number }>(sql`
      select (select count(*)::int from users where email = ${email}) as users,
             (select count(*)::int from orders where id = ${order}) as orders,
             (select count(*)::int from orders where id = ${order} and user_id is not null) as linked`);
    expect(left.rows[0]).toEqual({ users: 0, orders: 1, linked: 0 });
    expect((await logIn(browser(), email)).status).toBe(401);
  });
});

describe('limits on reset e-mails', () => {
  it('lets one address ask for 10 reset e-mails in 15 minutes, then refuses it and only it', async () => {
    const address = '10.9.250.1';
    const asker = () => browser({ 'x-forwarded-for': address });
    for (let ask = 1; ask <= 10; ask += 1) {
      const answer = await asker().send('POST', '/api/lib/v1/auth/password-reset', { email: newEmail('nikto') });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const stopped = await asker().send('POST', '/api/lib/v1/auth/password-reset', { email: newEmail('nikto') });
    expect(stopped.status).toBe(429);
    expect(messagesOf(stopped.body)[0]?.message).toMatch(/Príliš veľa pokusov/);
    expect((await browser().send('POST', '/api/lib/v1/auth/password-reset', { email: newEmail('nikto') })).status).toBe(
      200,
    );
  });

  it('sends one e-mail address 3 reset e-mails an hour, from however many addresses, then refuses', async () => {
    const email = newEmail();
    await signUp(browser(), email);
    for (let ask = 1; ask <= 3; ask += 1) {
      const answer = await browser().send('POST', '/api/lib/v1/auth/password-reset', { email });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    // All three are sent: the limit holds back no e-mail below it.
    const resetMailsTo = () =>
      sink.received.filter(
        (mail) => mail.envelopeTo.includes(email) && (mail.parsed.text ?? '').includes('/nove-heslo#'),
      );
    const deadline = Date.now() + 5_000;
    while (resetMailsTo().length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(resetMailsTo()).toHaveLength(3);
    // Written in capitals it is the same mailbox.
    const stopped = await browser().send('POST', '/api/lib/v1/auth/password-reset', { email: email.toUpperCase() });
    expect(stopped.status).toBe(429);
    expect(messagesOf(stopped.body)[0]?.message).toMatch(/Príliš veľa pokusov/);
    // Another e-mail, from any address, is not held back.
    const other = newEmail();
    await signUp(browser(), other);
    expect((await browser().send('POST', '/api/lib/v1/auth/password-reset', { email: other })).status).toBe(200);
  });
});
