import { type DatabaseHandle, sql } from '@stride/db';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { A_PASSWORD, Browser, logIn, newEmail, signUp } from '../../test-support/account-requests';
import { renameUnnoticed, seenBeforeCopyAges } from '../../test-support/session-cache-checks';
import { useTestApp } from '../../test-support/test-app';
import * as sessionQueries from './queries';

/**
 * The sessions a process read a moment ago answer its next personal requests without the database
 * (session-cache.ts), and never after the session ended or its user changed: on PGlite and on
 * PostgreSQL, one api in this process. (Two processes on one PostgreSQL: session-cache.postgres.test.ts.)
 */

const testApp = useTestApp();
let app: FastifyInstance;
let database: DatabaseHandle;
beforeAll(() => {
  ({ app, database } = testApp());
});

/** A new account's browser whose session this process has read (and so keeps): proved by a rename it does not see. */
async function cachedShopper(name = 'Jana'): Promise<{ shopper: Browser; email: string; keptAt: number }> {
  const shopper = new Browser(app);
  const email = newEmail();
  await signUp(shopper, email, { name });
  const keptAt = Date.now();
  expect((await shopper.profile()).user?.firstname).toBe(name);
  await renameUnnoticed(database, email, 'Unnoticed');
  expect((await shopper.profile()).user?.firstname).toBe(name);
  return { shopper, email, keptAt };
}

describe('the session cache', () => {
  it('reads the profile of a session seen a moment ago without asking the database', async () => {
    const shopper = new Browser(app);
    await signUp(shopper, newEmail(), { name: 'Jana' });
    expect((await shopper.profile()).user?.firstname).toBe('Jana');
    const reads = vi.spyOn(sessionQueries, 'findLiveSession');
    try {
      expect((await shopper.profile()).user?.firstname).toBe('Jana');
      // Counted, not printed: a failure printing the calls would print the database they were given.
      expect(reads.mock.calls.length).toBe(0);
      // An unknown token is never kept: each asks the database.
      const stranger = new Browser(app);
      stranger.cookies.set('session', 'x'.repeat(43));
      expect((await stranger.profile()).isLoggedIn).toBe(false);
      expect((await stranger.profile()).isLoggedIn).toBe(false);
      expect(reads.mock.calls.length).toBe(2);
    } finally {
      reads.mockRestore();
    }
  });

  it('ends a cached session at logout: its cookie replayed opens nothing', async () => {
    const { shopper } = await cachedShopper();
    const cookie = shopper.cookieHeader();
    expect((await shopper.send('GET', '/api/lib/v1/auth/signout')).status).toBeLessThan(400);
    const replay = await shopper.send('GET', '/api/lib/v1/auth/profile', undefined, { cookie });
    expect(replay.body).toEqual({ isLoggedIn: false, user: null });
  });

  it('shows the profile just saved, addresses included', async () => {
    const { shopper } = await cachedShopper();
    const saved = await shopper.send('PUT', '/api/lib/v1/auth/profile', {
      user: {
        firstname: 'Zuzana',
        newsletter: false,
        addresses: [
          { firstname: 'Peter', surname: 'Kováč', street: 'Dlhá 3', city: 'Brno', zip: '60200', country: 'cz' },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { user } = await shopper.profile();
    expect(user?.firstname).toBe('Zuzana');
    expect(user?.addresses.map((address) => address.city)).toEqual(['Brno']);
  });

  it('ends the other cached session of a user who changed the password', async () => {
    const { shopper: laptop, email } = await cachedShopper();
    const phone = new Browser(app);
    expect((await logIn(phone, email)).status).toBe(200);
    expect((await phone.profile()).user?.firstname).toBe('Unnoticed');
    await renameUnnoticed(database, email, 'Again unnoticed');
    expect((await phone.profile()).user?.firstname).toBe('Unnoticed');
    const changed = await laptop.send('POST', '/api/lib/v1/auth/password', {
      currentPassword: A_PASSWORD,
      password: 'Iné-heslo-2026',
      passwordRepeat: 'Iné-heslo-2026',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await phone.profile()).isLoggedIn).toBe(false);
    expect((await laptop.profile()).isLoggedIn).toBe(true);
  });

  it('ends a cached session another writer deleted, by the database’s notice', async () => {
    const { shopper, email, keptAt } = await cachedShopper();
    await database.db.execute(sql`delete from sessions where user_id = (select id from users where email = ${email})`);
    await seenBeforeCopyAges(keptAt, 'the deleted session', async () => !(await shopper.profile()).isLoggedIn);
  });

  it('ends a cached session whose expiry another writer moved into the past', async () => {
    const { shopper, email, keptAt } = await cachedShopper();
    await database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = (select id from users where email = ${email})`,
    );
    await seenBeforeCopyAges(keptAt, 'the expired session', async () => !(await shopper.profile()).isLoggedIn);
  });

  it('shows an address another writer added, by the database’s notice', async () => {
    const { shopper, email, keptAt } = await cachedShopper();
    await database.db.execute(
      sql`insert into user_addresses (user_id, firstname, surname, street, city, zip, country)
          select id, 'Eva', 'Nová', 'Krátka 1', 'Nitra', '94901', 'sk' from users where email = ${email}`,
    );
    await seenBeforeCopyAges(keptAt, 'the new address', async () => {
      const { user } = await shopper.profile();
      return user?.addresses.some((address) => address.city === 'Nitra') === true;
    });
  });
});
