import { AuthSuccessSchema, ErrorResponseSchema } from '@stride/contract';
import { sql } from '@stride/db';
import { describe, expect, it } from 'vitest';
import {
  A_PASSWORD,
  Browser,
  logIn,
  newEmail,
  signUp,
  signupBody,
  solvedChallenge,
} from '../../test-support/account-requests';
import { aSizeForSale, cartOf, sendCart, tokenOf } from '../../test-support/cart-requests';
import { HOST, newClientAddress, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();
const browser = () => new Browser(testApp().app);

async function countUsers(email: string): Promise<number> {
  const result = await testApp().database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from users where email = ${email.toLowerCase()}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

function messagesOf(body: unknown): { field: string | null; message: string }[] {
  return ErrorResponseSchema.parse(body).messages;
}

describe('registration (POST /auth/signup)', () => {
  it('registers, logs in at once, and the profile says who is logged in', async () => {
    const shopper = browser();
    const email = newEmail();
    const user = await signUp(shopper, email, { name: 'Jana', surname: 'Horváthová', phone: '+421 903 123 456' });
    expect(user).toMatchObject({ email, fullName: 'Jana Horváthová', emailVerified: false, hasPassword: true });
    const profile = await shopper.profile();
    expect(profile.isLoggedIn).toBe(true);
    expect(profile.user?.fullName).toBe('Jana Horváthová');
    expect(profile.user?.phone).toBe('+421 903 123 456');
  });

  it('says so in the shop’s language', async () => {
    const shopper = new Browser(testApp().app, HOST.hu);
    const answer = await shopper.send(
      'POST',
      '/api/lib/v1/auth/signup',
      signupBody(newEmail(), await solvedChallenge(shopper)),
    );
    expect(AuthSuccessSchema.parse(answer.body).data.messages[0]?.message).toBe('Sikeres regisztráció. Üdvözöljük!');
  });

  it('refuses a wrong sum on the answer’s field, creates nobody, and the question cannot be tried again', async () => {
    const shopper = browser();
    const email = newEmail();
    const challenge = await solvedChallenge(shopper);
    const wrong = await shopper.send(
      'POST',
      '/api/lib/v1/auth/signup',
      signupBody(email, { ...challenge, answer: (challenge.answer + 1) % 19 }),
    );
    expect(wrong.status).toBe(400);
    expect(messagesOf(wrong.body)).toEqual([
      { field: 'challenge.answer', message: 'Pred pokračovaním vyplňte výsledok.' },
    ]);
    // The right sum with the same token: the token was used up by the wrong try.
    const again = await shopper.send('POST', '/api/lib/v1/auth/signup', signupBody(email, challenge));
    expect(again.status).toBe(400);
    expect(messagesOf(again.body)[0]?.field).toBe('challenge.answer');
    expect(await countUsers(email)).toBe(0);
  });

  it('refuses a bot that posts the form without asking for the question', async () => {
    const bot = browser();
    const email = newEmail();
    for (const challenge of [undefined, { token: 'made-up', answer: 7 }, { token: 'A'.repeat(43), answer: 7 }]) {
      const body = { ...signupBody(email, { token: '', answer: 0 }), challenge };
      const answer = await bot.send('POST', '/api/lib/v1/auth/signup', body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(messagesOf(answer.body).map((m) => m.field)).toContainEqual(expect.stringMatching(/^challenge/));
    }
    expect(await countUsers(email)).toBe(0);
  });

  it('puts each broken rule on its field, in the spec’s words', async () => {
    const shopper = browser();
    const answer = await shopper.send(
      'POST',
      '/api/lib/v1/auth/signup',
      signupBody('not-an-email', await solvedChallenge(shopper), {
        password: 'abc',
        passwordRepeat: 'abd',
        name: 'J',
        phone: 'call me',
      }),
    );
    expect(answer.status).toBe(400);
    const byField = Object.fromEntries(messagesOf(answer.body).map((m) => [m.field, m.message]));
    expect(byField).toMatchObject({
      'user.email': 'Zadajte email vo formáte meno@domena.sk',
      'user.password': 'Heslo musí byť dlhšie ako 6 znakov.',
      'user.passwordRepeat': 'Heslá sa nezhodujú',
      'user.name': 'Zadajte aspoň 2 písmená, bez číslic a iných znakov.',
    });
    expect(byField['user.phone']).toMatch(/telefón/);
  });

  it('refuses one of the most common passwords', async () => {
    const shopper = browser();
    const email = newEmail();
    const answer = await shopper.send(
      'POST',
      '/api/lib/v1/auth/signup',
      signupBody(email, await solvedChallenge(shopper), { password: 'Qwerty123', passwordRepeat: 'Qwerty123' }),
    );
    expect(answer.status).toBe(400);
    expect(messagesOf(answer.body)).toEqual([
      { field: 'user.password', message: expect.stringMatching(/najčastejšie/) },
    ]);
    expect(await countUsers(email)).toBe(0);
  });

  it('saves the company and the country given at signup, and the profile returns them', async () => {
    const shopper = browser();
    const email = newEmail('firma');
    const body = {
      ...signupBody(email, await solvedChallenge(shopper), { countryId: 'cz' }),
      // IDs as people type them, with spaces: the rules keep them compact.
      company: { name: 'Běžec s.r.o.', businessId: '26 16 89 31', taxId: 'CZ26168931', vatNumber: 'CZ 26168931' },
    };
    const answer = await shopper.send('POST', '/api/lib/v1/auth/signup', body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const expected = {
      countryId: 'cz',
      company: { name: 'Běžec s.r.o.', businessId: '26168931', taxId: 'CZ26168931', vatNumber: 'CZ26168931' },
    };
    expect(AuthSuccessSchema.parse(answer.body).data.user).toMatchObject(expected);
    // Read back through a new login, so the answer comes from the stored row, not the signup's memory.
    const later = browser();
    expect((await logIn(later, email)).status).toBe(200);
    expect((await later.profile()).user).toMatchObject(expected);
  });

  it('answers an e-mail already registered (in any letter case) on the e-mail field, offering the login', async () => {
    const email = newEmail();
    await signUp(browser(), email);
    const other = browser();
    const answer = await other.send(
      'POST',
      '/api/lib/v1/auth/signup',
      signupBody(email.toUpperCase(), await solvedChallenge(other)),
    );
    expect(answer.status).toBe(409);
    expect(messagesOf(answer.body)).toEqual([
      { field: 'user.email', message: 'Tento e-mail je už zaregistrovaný. Použite iný alebo sa prihláste.' },
    ]);
    expect(other.cookies.has('session')).toBe(false);
  });

  it('makes one account of one e-mail signed up five times at once', async () => {
    const email = newEmail('naraz');
    const shoppers = Array.from({ length: 5 }, browser);
    const challenges = await Promise.all(shoppers.map(solvedChallenge));
    const answers = await Promise.all(
      shoppers.map((shopper, index) =>
        shopper.send(
          'POST',
          '/api/lib/v1/auth/signup',
          signupBody(email, challenges[index] ?? { token: '', answer: 0 }),
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await countUsers(email)).toBe(1);
  });

  it('keeps the anonymous cart: after registering, the same cart is the user’s', async () => {
    const { app, database } = testApp();
    const size = await aSizeForSale(database);
    const added = await sendCart(app, 'POST', '/api/lib/v1/cart', {
      body: { items: [{ sizeId: size.sizeId, productId: size.productId, count: 1 }] },
    });
    const shopper = browser();
    shopper.cookies.set('cart', tokenOf(added));
    const email = newEmail();
    await signUp(shopper, email);
    const cart = cartOf(await sendCart(app, 'GET', '/api/lib/v1/cart', { cookie: shopper.cookies.get('cart') }));
    expect(cart.items.map((item) => item.size.id)).toEqual([size.sizeId]);
    const owner = await database.db.execute<{ email: string }>(
      sql`select u.email from carts c join users u on u.id = c.user_id where c.access_token_hash = encode(sha256(convert_to(${tokenOf(added)}, 'UTF8')), 'hex')`,
    );
    expect(owner.rows.map((row) => row.email)).toEqual([email]);
  });
});

describe('login (POST /auth/login) and logout (GET /auth/signout)', () => {
  it('logs in, and gives a wrong password and an unknown e-mail the same answer', async () => {
    const email = newEmail();
    await signUp(browser(), email);
    const shopper = browser();
    const wrongPassword = await logIn(shopper, email, 'not my password');
    const unknownEmail = await logIn(shopper, newEmail('nikto'), A_PASSWORD);
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(messagesOf(wrongPassword.body)).toEqual([{ field: null, message: 'Nesprávny e-mail alebo heslo.' }]);
    expect((await shopper.profile()).isLoggedIn).toBe(false);
    const right = await logIn(shopper, email.toUpperCase());
    expect(right.status).toBe(200);
    expect(AuthSuccessSchema.parse(right.body).data.messages[0]?.message).toBe('Boli ste úspešne prihlásený.');
    expect((await shopper.profile()).user?.email).toBe(email);
  });

  it('sets the session as an HttpOnly, SameSite=Lax cookie, kept 30 days only when remembered', async () => {
    const email = newEmail();
    await signUp(browser(), email);
    const once = browser();
    await logIn(once, email, A_PASSWORD, false);
    const remembered = browser();
    await logIn(remembered, email, A_PASSWORD, true);
    const cookieOf = (shopper: Browser) => shopper.setCookies.find((header) => header.startsWith('session='));
    expect(cookieOf(once)).toMatch(/; HttpOnly/);
    expect(cookieOf(once)).toMatch(/; SameSite=Lax/);
    expect(cookieOf(once)).toMatch(/; Path=\//);
    expect(cookieOf(once)).not.toMatch(/Max-Age|Expires|Secure/i);
    expect(cookieOf(remembered)).toMatch(/; Max-Age=2592000/);
    // 256 random bits; the database keeps only the SHA-256.
    const token = once.cookies.get('session') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await testApp().database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sessions where token_hash = ${token}`,
    );
    expect(stored.rows[0]?.n).toBe(0);
  });

  it('never promotes a token the browser had before: a planted session cookie opens nothing after login', async () => {
    const email = newEmail();
    await signUp(browser(), email);
    const attacker = browser();
    await logIn(attacker, newEmail('utocnik'));
    const victim = browser();
    const planted = 'A'.repeat(43);
    victim.cookies.set('session', planted);
    await logIn(victim, email);
    expect(victim.cookies.get('session')).not.toBe(planted);
    const withPlanted = new Browser(testApp().app);
    withPlanted.cookies.set('session', planted);
    expect((await withPlanted.profile()).isLoggedIn).toBe(false);
  });

  it('gives a new token at every login and ends the browser’s previous session', async () => {
    const email = newEmail();
    const shopper = browser();
    await signUp(shopper, email);
    const first = shopper.cookies.get('session') ?? '';
    await logIn(shopper, email);
    const second = shopper.cookies.get('session') ?? '';
    expect(second).not.toBe(first);
    const old = browser();
    old.cookies.set('session', first);
    expect((await old.profile()).isLoggedIn).toBe(false);
  });

  it('logs out on the server: the old cookie no longer opens the account, and the cart goes from the browser', async () => {
    const email = newEmail();
    const shopper = browser();
    await signUp(shopper, email);
    const token = shopper.cookies.get('session') ?? '';
    const answer = await shopper.send('GET', '/api/lib/v1/auth/signout');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Boli ste úspešne odhlásený.' });
    expect(shopper.cookies.has('session')).toBe(false);
    const replay = browser();
    replay.cookies.set('session', token);
    expect((await replay.profile()).isLoggedIn).toBe(false);
  });

  it('ignores a logout link followed from another site', async () => {
    const email = newEmail();
    const shopper = browser();
    await signUp(shopper, email);
    await shopper.send('GET', '/api/lib/v1/auth/signout', undefined, { 'sec-fetch-site': 'cross-site' });
    expect((await shopper.profile()).isLoggedIn).toBe(true);
  });

  it('hands the user’s cart to the browser they log in from', async () => {
    const { app, database } = testApp();
    const size = await aSizeForSale(database);
    const email = newEmail();
    const phone = browser();
    await signUp(phone, email);
    const added = await sendCart(app, 'POST', '/api/lib/v1/cart', {
      body: { items: [{ sizeId: size.sizeId, productId: size.productId, count: 2 }] },
    });
    phone.cookies.set('cart', tokenOf(added));
    await logIn(phone, email);
    const laptop = browser();
    await logIn(laptop, email);
    const cart = cartOf(await sendCart(app, 'GET', '/api/lib/v1/cart', { cookie: laptop.cookies.get('cart') }));
    expect(cart.items.map((item) => [item.size.id, item.count])).toEqual([[size.sizeId, 2]]);
  });
});

describe('cross-site requests', () => {
  it('refuses a state change sent from another site’s page, and takes the shop’s own', async () => {
    const email = newEmail();
    await signUp(browser(), email);
    const { config } = testApp();
    const fromEvil = new Browser(testApp().app, HOST.sk, undefined, { origin: 'https://evil.example' });
    const refused = await logIn(fromEvil, email);
    expect(refused.status).toBe(403);
    expect(messagesOf(refused.body)[0]?.message).toBe('Požiadavka neprišla zo stránok obchodu.');
    expect(fromEvil.cookies.has('session')).toBe(false);
    const fromShop = new Browser(testApp().app, HOST.sk, undefined, { origin: config.publicOrigins.sk });
    expect((await logIn(fromShop, email)).status).toBe(200);
  });

  it('takes "Origin: null" only on the browser’s word that the page was the site’s own', async () => {
    const email = newEmail();
    await signUp(browser(), email);
    // A sandboxed frame or a data: page on another site says null too, and the browser says cross-site.
    const sandboxed = new Browser(testApp().app, HOST.sk, undefined, {
      origin: 'null',
      'sec-fetch-site': 'cross-site',
    });
    expect((await logIn(sandboxed, email)).status).toBe(403);
    const unsaid = new Browser(testApp().app, HOST.sk, undefined, { origin: 'null' });
    expect((await logIn(unsaid, email)).status).toBe(403);
    // A form of the site's own page whose Referrer-Policy is no-referrer.
    const ownForm = new Browser(testApp().app, HOST.sk, undefined, { origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect((await logIn(ownForm, email)).status).toBe(200);
  });
});

describe('rate limits', () => {
  it('stops guessing one account from one address, without locking its owner out elsewhere', async () => {
    const email = newEmail();
    await signUp(browser(), email);
    const guesser = browser();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await logIn(guesser, email, `guess-${attempt}`)).status).toBe(401);
    }
    const stopped = await logIn(guesser, email, A_PASSWORD);
    expect(stopped.status).toBe(429);
    expect(messagesOf(stopped.body)[0]?.message).toMatch(/Príliš veľa pokusov/);
    const owner = browser();
    expect((await logIn(owner, email)).status).toBe(200);
  });

  it('lets one address register 10 accounts an hour, then refuses the 11th and creates nobody', async () => {
    const address = newClientAddress();
    for (let signup = 1; signup <= 10; signup += 1) {
      await signUp(new Browser(testApp().app, HOST.sk, address), newEmail('hromadne'));
    }
    const bot = new Browser(testApp().app, HOST.sk, address);
    const email = newEmail('hromadne');
    // A right answer to a fresh question: without the limit this signup would succeed.
    const stopped = await bot.send('POST', '/api/lib/v1/auth/signup', signupBody(email, await solvedChallenge(bot)));
    expect(stopped.status, JSON.stringify(stopped.body)).toBe(429);
    expect(messagesOf(stopped.body)[0]?.message).toMatch(/Príliš veľa pokusov/);
    expect(await countUsers(email)).toBe(0);
    expect(bot.cookies.has('session')).toBe(false);
    // The limit is the address's: another one still registers.
    await signUp(browser(), newEmail('hromadne'));
  });

  it('stops one address trying many accounts', async () => {
    const sprayer = browser();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 31; attempt += 1) {
      statuses.push((await logIn(sprayer, newEmail('sprej'), A_PASSWORD)).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
