import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorResponseSchema, WebInstanceSchema } from '@stride/contract';
import { type DatabaseHandle, sql } from '@stride/db';
import { openTestDatabase } from '@stride/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { A_PASSWORD, Browser, logIn, newEmail, signUp } from '../../test-support/account-requests';
import { aGuestOrder, insertTestOrder } from '../../test-support/mail-orders';
import {
  type FacebookStandIn,
  type GoogleStandIn,
  startFacebookStandIn,
  startGoogleStandIn,
} from '../../test-support/provider-stand-ins';
import { type SmtpSink, startSmtpSink } from '../../test-support/smtp-sink';
import { HOST } from '../../test-support/test-app';
import { acceptedBackUrl } from './back-url';

/**
 * Google and Facebook login end to end (issue 13 §3): the api's start, a real OpenID Connect server
 * standing in for Google (oauth2-mock-server) and a local server speaking Facebook's dialog, token and
 * /me endpoints, the provider's redirect followed with fetch as a browser would, our callback, and
 * the storefront's callback route it ends on. The shops' seeded settings: sk offers both, cz only
 * Google, hu only Facebook.
 */

type Provider = 'google' | 'facebook';

let database: DatabaseHandle;
let app: FastifyInstance;
let google: GoogleStandIn;
let facebook: FacebookStandIn;
let sink: SmtpSink;
let dataDir: string;

beforeAll(async () => {
  [google, facebook, sink] = await Promise.all([startGoogleStandIn(), startFacebookStandIn(), startSmtpSink()]);
  dataDir = await mkdtemp(join(tmpdir(), 'stride-social-login-'));
  database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    GOOGLE_CLIENT_ID: 'stride-test.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'google-test-secret',
    GOOGLE_ISSUER: google.issuer,
    FACEBOOK_APP_ID: facebook.appId,
    FACEBOOK_APP_SECRET: facebook.appSecret,
    FACEBOOK_DIALOG_URL: facebook.dialogUrl,
    FACEBOOK_GRAPH_URL: facebook.graphUrl,
  });
  app = await buildApp(config, { database });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await Promise.all([google?.close(), facebook?.close(), sink?.close()]);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const browser = (host: string = HOST.sk) => new Browser(app, host);

let subjects = 0;
/** A provider account id no other test used. */
const newSubject = () => {
  subjects += 1;
  return `${Date.now()}${subjects}`;
};

const startPath = (provider: Provider, backUrl?: string) =>
  `/api/lib/v1/auth/${provider}/start${backUrl === undefined ? '' : `?backUrl=${encodeURIComponent(backUrl)}`}`;

/** The start: the browser is sent to the provider. */
async function startLogin(shopper: Browser, provider: Provider, backUrl = '/kosik'): Promise<URL> {
  const start = await shopper.send('GET', startPath(provider, backUrl));
  expect(start.status, JSON.stringify(start.body)).toBe(302);
  return new URL(start.location ?? '');
}

/** The provider's page (which answers at once for the signed-in account): where it sends the browser back. */
async function atProvider(url: URL): Promise<URL> {
  const answer = await fetch(url, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  const back = new URL(answer.headers.get('location') ?? '');
  back.hash = ''; // a browser keeps the fragment (Facebook's "#_=_") to itself
  return back;
}

/** The browser arrives at our callback, through the shop's host. */
async function arriveAt(shopper: Browser, back: URL) {
  return shopper.send('GET', `${back.pathname}${back.search}`);
}

async function logInWith(shopper: Browser, provider: Provider, backUrl = '/kosik') {
  const back = await atProvider(await startLogin(shopper, provider, backUrl));
  expect(`${back.origin}${back.pathname}`).toBe(`http://${shopper.host}/api/lib/v1/auth/${provider}/callback`);
  return arriveAt(shopper, back);
}

/** Where the callback sent the browser: the storefront's /auth/callback with backUrl, and error on failure. */
function storefrontCallback(answer: { status: number; location: string | undefined }, host: string = HOST.sk) {
  expect(answer.status).toBe(302);
  const url = new URL(answer.location ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(`http://${host}/auth/callback`);
  return { backUrl: url.searchParams.get('backUrl'), error: url.searchParams.get('error') };
}

const sessionSet = (answer: { setCookie: string[] }) =>
  answer.setCookie.some((cookie) => /^session=[^;]+/.test(cookie));

async function countOf(query: ReturnType<typeof sql>): Promise<number> {
  const result = await database.db.execute<{ n: number }>(query);
  return Number(result.rows[0]?.n ?? 0);
}

const usersWith = (email: string) => countOf(sql`select count(*)::int as n from users where email = ${email}`);
const identitiesOf = (subject: string) =>
  countOf(sql`select count(*)::int as n from user_identities where subject = ${subject}`);

/** The token of the verification link e-mailed to `email` (signups of other tests send theirs meanwhile). */
async function verificationTokenSentTo(email: string, timeoutMs = 5_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = sink.received.find((received) => received.envelopeTo.includes(email));
    if (mail) {
      const token = (mail.parsed.text ?? '').match(/http:\/\/sk\.localhost\/overenie-emailu#([A-Za-z0-9_-]{43})/)?.[1];
      if (!token) throw new Error(`the e-mail to ${email} has no verification link`);
      return token;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function verifyByHand(email: string): Promise<void> {
  await database.db.execute(sql`update users set email_verified_at = now() where email = ${email}`);
}

const GOOGLE_FAILED = 'Prihlásenie cez Google sa nepodarilo. Skúste to znova.';
const FACEBOOK_FAILED = 'Prihlásenie cez Facebook sa nepodarilo. Skúste to znova.';
const EMAIL_TAKEN =
  'Účet s týmto e-mailom už existuje. Prihláste sa tak ako doteraz: heslom alebo službou, cez ktorú ste sa zaregistrovali.';

describe('Google login (OpenID Connect with PKCE, state and nonce)', () => {
  it('sends the browser to the issuer with an S256 challenge of the cookie’s verifier, a state and a nonce', async () => {
    const shopper = browser();
    const url = await startLogin(shopper, 'google');
    expect(`${url.origin}${url.pathname}`).toBe(`${google.issuer}/authorize`);
    const flowCookie = shopper.setCookies.find((cookie) => cookie.startsWith('login-flow='));
    expect(flowCookie).toMatch(/; Max-Age=600/);
    expect(flowCookie).toMatch(/; Path=\/api\/lib\/v1\/auth\/google/);
    expect(flowCookie).toMatch(/; HttpOnly/);
    expect(flowCookie).toMatch(/; SameSite=Lax/);
    const flow = JSON.parse(Buffer.from(shopper.cookies.get('login-flow') ?? '', 'base64url').toString()) as {
      state: string;
      nonce: string;
      codeVerifier: string;
    };
    const query = url.searchParams;
    expect(query.get('response_type')).toBe('code');
    expect(query.get('client_id')).toBe('stride-test.apps.googleusercontent.com');
    expect(query.get('redirect_uri')).toBe('http://sk.localhost/api/lib/v1/auth/google/callback');
    expect(query.get('scope')).toBe('openid email profile');
    expect(query.get('state')).toBe(flow.state);
    expect(query.get('nonce')).toBe(flow.nonce);
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toBe(createHash('sha256').update(flow.codeVerifier).digest('base64url'));
  });

  it('creates a new user, logs in and sends the browser to the storefront’s callback with the backUrl', async () => {
    const shopper = browser();
    const email = newEmail('google');
    const sub = newSubject();
    google.signInAs({ sub, email, email_verified: true, given_name: 'Zuzana', family_name: 'Kováčová' });
    const answer = await logInWith(shopper, 'google', '/kosik?krok=2');
    expect(storefrontCallback(answer)).toEqual({ backUrl: '/kosik?krok=2', error: null });
    expect(sessionSet(answer)).toBe(true);
    // The login's cookie is spent.
    expect(shopper.cookies.has('login-flow')).toBe(false);
    const profile = await shopper.profile();
    expect(profile.isLoggedIn).toBe(true);
    expect(profile.user).toMatchObject({ email, fullName: 'Zuzana Kováčová', emailVerified: true, hasPassword: false });
    expect(await usersWith(email)).toBe(1);
    expect(await identitiesOf(sub)).toBe(1);
  });

  it('finds the user by the Google account next time, even when its e-mail has changed at Google', async () => {
    const email = newEmail('google');
    const sub = newSubject();
    google.signInAs({ sub, email, email_verified: true, given_name: 'Eva' });
    expect(sessionSet(await logInWith(browser(), 'google'))).toBe(true);
    google.signInAs({ sub, email: newEmail('google-new'), email_verified: true, given_name: 'Eva' });
    const again = browser();
    expect(sessionSet(await logInWith(again, 'google'))).toBe(true);
    expect((await again.profile()).user?.email).toBe(email);
    expect(await identitiesOf(sub)).toBe(1);
  });

  it('links an existing account by a verified e-mail; the password still works, guest orders join', async () => {
    const owner = browser();
    const email = newEmail('linked');
    await signUp(owner, email, { name: 'Jana', surname: 'Horváthová' });
    await verifyByHand(email);
    await insertTestOrder(database, aGuestOrder(email, '9700000001'));
    const sub = newSubject();
    google.signInAs({ sub, email, email_verified: true, given_name: 'J', family_name: 'H' });
    const elsewhere = browser();
    const answer = await logInWith(elsewhere, 'google');
    expect(storefrontCallback(answer).error).toBeNull();
    const profile = await elsewhere.profile();
    expect(profile.user).toMatchObject({ email, fullName: 'Jana Horváthová', hasPassword: true, emailVerified: true });
    expect(await usersWith(email)).toBe(1);
    expect(await identitiesOf(sub)).toBe(1);
    expect((await logIn(browser(), email)).status).toBe(200);
    expect((await owner.profile()).isLoggedIn).toBe(true);
    const joined = await countOf(
      sql`select count(*)::int as n from orders o join users u on u.id = o.user_id where o.order_number = '9700000001' and u.email = ${email}`,
    );
    expect(joined).toBe(1);
  });

  it('takes over an account nobody had verified: its password and sessions go (account pre-hijacking)', async () => {
    // Someone registered the owner's address with a password of their own, before the owner came.
    const squatter = browser();
    const email = newEmail('squatted');
    await signUp(squatter, email);
    expect((await squatter.profile()).isLoggedIn).toBe(true);
    google.signInAs({ sub: newSubject(), email, email_verified: true });
    const owner = browser();
    expect(sessionSet(await logInWith(owner, 'google'))).toBe(true);
    expect((await owner.profile()).user).toMatchObject({ email, emailVerified: true, hasPassword: false });
    expect((await squatter.profile()).isLoggedIn).toBe(false);
    expect((await logIn(browser(), email, A_PASSWORD)).status).toBe(401);
  });

  it('does not link an unverified e-mail to the account registered with it, and logs nobody in', async () => {
    const owner = browser();
    const email = newEmail('unverified');
    await signUp(owner, email);
    await verifyByHand(email);
    const sub = newSubject();
    google.signInAs({ sub, email, email_verified: false, given_name: 'Impostor' });
    const other = browser();
    const answer = await logInWith(other, 'google');
    expect(storefrontCallback(answer)).toEqual({ backUrl: '/kosik', error: EMAIL_TAKEN });
    expect(sessionSet(answer)).toBe(false);
    expect((await other.profile()).isLoggedIn).toBe(false);
    expect(await identitiesOf(sub)).toBe(0);
    expect(await usersWith(email)).toBe(1);
    // The owner's account is untouched.
    expect((await owner.profile()).user).toMatchObject({ hasPassword: true, emailVerified: true });
  });

  it('makes a new account of an unverified e-mail nobody has, unverified, with the verification e-mail', async () => {
    const email = newEmail('new-unverified');
    google.signInAs({ sub: newSubject(), email, email_verified: false });
    const shopper = browser();
    expect(sessionSet(await logInWith(shopper, 'google'))).toBe(true);
    expect((await shopper.profile()).user).toMatchObject({ email, emailVerified: false });
    expect(await verificationTokenSentTo(email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses an ID token whose nonce is not this login’s', async () => {
    const sub = newSubject();
    google.signInAs({ sub, email: newEmail('nonce'), email_verified: true });
    google.forgeNextNonce('a-nonce-of-another-login');
    const shopper = browser();
    const answer = await logInWith(shopper, 'google');
    expect(storefrontCallback(answer).error).toBe(GOOGLE_FAILED);
    expect(sessionSet(answer)).toBe(false);
    expect(await identitiesOf(sub)).toBe(0);
  });

  it('keeps one Google account to one user per shop: the Czech shop gets its own', async () => {
    const sub = newSubject();
    const email = newEmail('two-shops');
    google.signInAs({ sub, email, email_verified: true });
    const inSk = browser(HOST.sk);
    const inCz = browser(HOST.cz);
    expect(sessionSet(await logInWith(inSk, 'google'))).toBe(true);
    const czAnswer = await logInWith(inCz, 'google');
    expect(storefrontCallback(czAnswer, HOST.cz).error).toBeNull();
    expect((await inCz.profile()).user?.email).toBe(email);
    expect(await usersWith(email)).toBe(2);
    expect(await identitiesOf(sub)).toBe(2);
  });

  it('on Cancel at Google: back to the storefront with the message, and no session', async () => {
    google.cancelNext();
    const shopper = browser();
    const back = await atProvider(await startLogin(shopper, 'google'));
    expect(back.searchParams.get('error')).toBe('access_denied');
    const answer = await arriveAt(shopper, back);
    expect(storefrontCallback(answer)).toEqual({ backUrl: '/kosik', error: GOOGLE_FAILED });
    expect(sessionSet(answer)).toBe(false);
    expect(shopper.cookies.has('login-flow')).toBe(false);
    expect((await shopper.profile()).isLoggedIn).toBe(false);
  });
});

describe('Facebook login (its OAuth dialog with state, /oauth/access_token, /me)', () => {
  it('creates a new user with the names Facebook shares; the e-mail waits for the usual verification', async () => {
    const shopper = browser();
    const email = newEmail('facebook');
    const id = newSubject();
    facebook.signInAs({ id, email, first_name: 'Peter', last_name: 'Novák' });
    const url = await startLogin(shopper, 'facebook', 'http://sk.localhost/oblubene');
    expect(`${url.origin}${url.pathname}`).toBe(facebook.dialogUrl);
    expect(url.searchParams.get('redirect_uri')).toBe('http://sk.localhost/api/lib/v1/auth/facebook/callback');
    const answer = await arriveAt(shopper, await atProvider(url));
    expect(storefrontCallback(answer)).toEqual({ backUrl: 'http://sk.localhost/oblubene', error: null });
    expect((await shopper.profile()).user).toMatchObject({
      email,
      fullName: 'Peter Novák',
      emailVerified: false,
      hasPassword: false,
    });
    expect(await identitiesOf(id)).toBe(1);
    // The usual link proves the address; the account is then as verified as any.
    const token = await verificationTokenSentTo(email);
    expect((await shopper.send('POST', '/api/lib/v1/auth/verify-email', { token })).status).toBe(200);
    expect((await shopper.profile()).user?.emailVerified).toBe(true);
  });

  it('does not log in to an account registered with the e-mail: Facebook does not say it verified it', async () => {
    const email = newEmail('facebook-taken');
    await signUp(browser(), email);
    await verifyByHand(email);
    const id = newSubject();
    facebook.signInAs({ id, email, first_name: 'Peter' });
    const shopper = browser();
    const answer = await logInWith(shopper, 'facebook');
    expect(storefrontCallback(answer).error).toBe(EMAIL_TAKEN);
    expect(sessionSet(answer)).toBe(false);
    expect(await identitiesOf(id)).toBe(0);
  });

  it('refuses a Facebook account that shares no e-mail', async () => {
    const id = newSubject();
    facebook.signInAs({ id, first_name: 'Bez', last_name: 'Emailu' });
    const answer = await logInWith(browser(), 'facebook');
    expect(storefrontCallback(answer).error).toBe(
      'Pri prihlásení cez Facebook sme nedostali váš e-mail. Povoľte jeho zdieľanie, alebo sa zaregistrujte e-mailom a heslom.',
    );
    expect(sessionSet(answer)).toBe(false);
    expect(await identitiesOf(id)).toBe(0);
  });

  it('on Cancel in the dialog: back to the storefront with the message, and no session', async () => {
    facebook.cancelNext();
    const shopper = browser();
    const back = await atProvider(await startLogin(shopper, 'facebook'));
    expect(back.searchParams.get('error_reason')).toBe('user_denied');
    const answer = await arriveAt(shopper, back);
    expect(storefrontCallback(answer)).toEqual({ backUrl: '/kosik', error: FACEBOOK_FAILED });
    expect(sessionSet(answer)).toBe(false);
    expect((await shopper.profile()).isLoggedIn).toBe(false);
  });
});

describe('the state binds the provider’s answer to the browser that began the login', () => {
  for (const provider of ['google', 'facebook'] as const) {
    const failed = provider === 'google' ? GOOGLE_FAILED : FACEBOOK_FAILED;
    const signInSomeone = () => {
      const email = newEmail(`${provider}-state`);
      const sub = newSubject();
      if (provider === 'google') google.signInAs({ sub, email, email_verified: true });
      else facebook.signInAs({ id: sub, email });
      return { email, sub };
    };

    it(`${provider}: refuses an answer whose state was changed or left out`, async () => {
      for (const tamper of [
        (url: URL) => url.searchParams.set('state', 'A'.repeat(43)),
        (url: URL) => url.searchParams.delete('state'),
      ]) {
        const { email } = signInSomeone();
        const shopper = browser();
        const back = await atProvider(await startLogin(shopper, provider));
        tamper(back);
        const answer = await arriveAt(shopper, back);
        expect(storefrontCallback(answer).error).toBe(failed);
        expect(sessionSet(answer)).toBe(false);
        expect(await usersWith(email)).toBe(0);
      }
    });

    it(`${provider}: a login begun in another browser does not log this one in (login CSRF)`, async () => {
      const { email } = signInSomeone();
      // The attacker begins a login with their own account and stops before coming back…
      const attacker = browser();
      const back = await atProvider(await startLogin(attacker, provider));
      // …and has the victim's browser open the link: with no login of its own, and with one of its own.
      const fresh = browser();
      expect(storefrontCallback(await arriveAt(fresh, back)).error).toBe(failed);
      const busy = browser();
      await startLogin(busy, provider);
      expect(storefrontCallback(await arriveAt(busy, back)).error).toBe(failed);
      expect((await fresh.profile()).isLoggedIn).toBe(false);
      expect((await busy.profile()).isLoggedIn).toBe(false);
      expect(await usersWith(email)).toBe(0);
    });
  }

  it('refuses a login older than ten minutes, whatever the browser kept', async () => {
    const email = newEmail('late');
    google.signInAs({ sub: newSubject(), email, email_verified: true });
    const shopper = browser();
    const back = await atProvider(await startLogin(shopper, 'google'));
    const flow = JSON.parse(Buffer.from(shopper.cookies.get('login-flow') ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const late = { ...flow, expiresAt: Date.now() - 1 };
    shopper.cookies.set('login-flow', Buffer.from(JSON.stringify(late)).toString('base64url'));
    const answer = await arriveAt(shopper, back);
    expect(storefrontCallback(answer).error).toBe(GOOGLE_FAILED);
    expect(sessionSet(answer)).toBe(false);
    expect(await usersWith(email)).toBe(0);
  });
});

describe('the start’s refusals', () => {
  it('refuses a backUrl off the shops’ own origins (no open redirect), before anything is begun', async () => {
    const refused = ['//evil.example', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'];
    for (const backUrl of [...refused, 'http://sk.localhost.evil.example/', '/\t/evil.example']) {
      for (const provider of ['google', 'facebook'] as const) {
        const shopper = browser();
        const answer = await shopper.send('GET', startPath(provider, backUrl));
        expect(answer.status, backUrl).toBe(400);
        expect(ErrorResponseSchema.parse(answer.body).messages).toEqual([
          { field: 'backUrl', message: 'Na túto adresu vás po prihlásení nemôžeme presmerovať.' },
        ]);
        expect(answer.location).toBeUndefined();
        expect(shopper.cookies.has('login-flow')).toBe(false);
      }
    }
  });

  it('takes a path of the shop, a URL on a shop’s origin, and no backUrl (or an empty one) as the home page', async () => {
    for (const [backUrl, expected] of [
      ['/kosik', '/kosik'],
      ['http://cz.localhost/kosik', 'http://cz.localhost/kosik'],
      [undefined, '/'],
      ['', '/'],
    ] as const) {
      const shopper = browser();
      google.cancelNext();
      const start = await shopper.send('GET', startPath('google', backUrl));
      expect(start.status).toBe(302);
      const answer = await arriveAt(shopper, await atProvider(new URL(start.location ?? '')));
      expect(storefrontCallback(answer).backUrl).toBe(expected);
    }
  });

  it('refuses a provider the shop has switched off, in the shop’s language', async () => {
    const cases = [
      { host: HOST.cz, provider: 'facebook', message: 'Přihlášení přes tuto službu není v tomto obchodě zapnuté.' },
      {
        host: HOST.hu,
        provider: 'google',
        message: 'Ezzel a szolgáltatással való bejelentkezés ebben az áruházban nincs bekapcsolva.',
      },
    ] as const;
    for (const { host, provider, message } of cases) {
      const shopper = browser(host);
      const answer = await shopper.send('GET', startPath(provider, '/'));
      expect(answer.status).toBe(400);
      expect(ErrorResponseSchema.parse(answer.body).messages).toEqual([{ field: null, message }]);
      expect(shopper.cookies.has('login-flow')).toBe(false);
    }
    // The same shop's other button works.
    expect((await browser(HOST.cz).send('GET', startPath('google', '/'))).status).toBe(302);
  });

  it('tells each storefront which buttons to show: the shop’s switches, where the api has the settings', async () => {
    const shown: Record<string, unknown> = {};
    for (const host of [HOST.sk, HOST.cz, HOST.hu]) {
      const shop = WebInstanceSchema.parse((await browser(host).send('GET', '/api/lib/v1/webinstance')).body);
      shown[host] = [shop.globalSettings.google_login_enabled, shop.globalSettings.facebook_login_enabled];
    }
    // The seed switches Google on in sk and cz and Facebook in sk and hu (packages/db seed data).
    expect(shown).toEqual({ [HOST.sk]: [true, true], [HOST.cz]: [true, false], [HOST.hu]: [false, true] });
  });

  it('refuses a provider the api has no settings for, though the shop switched it on', async () => {
    const bare = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), { database });
    try {
      for (const provider of ['google', 'facebook'] as const) {
        const answer = await new Browser(bare, HOST.sk).send('GET', startPath(provider, '/'));
        expect(answer.status).toBe(400);
        expect(ErrorResponseSchema.parse(answer.body).messages).toEqual([
          { field: null, message: 'Prihlásenie cez túto službu nie je v tomto obchode zapnuté.' },
        ]);
      }
      // And the storefront is not told to show a button that would be refused.
      const shop = WebInstanceSchema.parse(
        (await new Browser(bare, HOST.sk).send('GET', '/api/lib/v1/webinstance')).body,
      );
      expect(shop.globalSettings).toMatchObject({ google_login_enabled: false, facebook_login_enabled: false });
    } finally {
      await bare.close();
    }
  });
});

describe('acceptedBackUrl', () => {
  const origins = ['http://sk.localhost', 'http://cz.localhost', 'https://stride.hu'];

  it('takes a path of the shop as it is, and a URL on a shop’s origin normalized', () => {
    expect(acceptedBackUrl('/', origins)).toBe('/');
    expect(acceptedBackUrl('/kategoria/bezecka-obuv?strana=2#top', origins)).toBe(
      '/kategoria/bezecka-obuv?strana=2#top',
    );
    expect(acceptedBackUrl('/%2F%2Fevil.example', origins)).toBe('/%2F%2Fevil.example');
    expect(acceptedBackUrl('/bežecké', origins)).toBe('/bežecké');
    expect(acceptedBackUrl('HTTPS://STRIDE.HU/kosar', origins)).toBe('https://stride.hu/kosar');
    expect(acceptedBackUrl('http://cz.localhost', origins)).toBe('http://cz.localhost/');
  });

  it('refuses every way to another host', () => {
    for (const value of [
      '',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' //evil.example',
      '/\u0000/evil.example',
      '/\u0085/evil.example',
      '/\u2028/evil.example',
      'https://evil.example/',
      'https:evil.example',
      'http://stride.hu/', // the shop's origin is https
      'https://stride.hu.evil.example/',
      'https://stride.hu@evil.example/',
      'https://user:pass@stride.hu/',
      'javascript:alert(1)',
      'JavaScript://stride.hu/%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'kosik',
      `/${'a'.repeat(2000)}`,
    ]) {
      expect(acceptedBackUrl(value, origins), JSON.stringify(value)).toBeNull();
    }
  });
});
