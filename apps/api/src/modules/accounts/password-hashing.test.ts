import * as argon2 from '@node-rs/argon2';
import { sql } from '@stride/db';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { A_PASSWORD, Browser, logIn, newEmail, signUp } from '../../test-support/account-requests';
import { useTestApp } from '../../test-support/test-app';

/**
 * How passwords are kept and checked (issue 13 §2): argon2id with m = 19 MiB, t = 2, p = 1, and a
 * login for an unknown e-mail doing the same work as a wrong password. The real argon2 runs
 * throughout; `verify` is only watched (vi.fn around the package's own function), so each test can
 * count the hashes a login verifies and see which hash it was.
 */
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...actual, verify: vi.fn(actual.verify) };
});
const verified = vi.mocked(argon2.verify);

const testApp = useTestApp();
const browser = () => new Browser(testApp().app);

/** The PHC string of argon2id, version 0x13, 19456 KiB, 2 passes, 1 lane, then its salt and hash (base64). */
const ARGON2ID_19MIB_T2_P1 = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22,}\$[A-Za-z0-9+/]{43,}$/;

async function storedHashOf(email: string): Promise<string | null> {
  const result = await testApp().database.db.execute<{ password_hash: string | null }>(
    sql`select password_hash from users where email = ${email}`,
  );
  const [row] = result.rows;
  if (!row) throw new Error(`no user ${email}`);
  return row.password_hash;
}

beforeEach(() => {
  verified.mockClear();
});

describe('stored passwords', () => {
  it('are argon2id hashes with m=19456, t=2, p=1, salted per user, of the password given', async () => {
    const first = newEmail();
    const second = newEmail();
    await signUp(browser(), first);
    await signUp(browser(), second);
    const [hashOfFirst, hashOfSecond] = [await storedHashOf(first), await storedHashOf(second)];
    expect(hashOfFirst).toMatch(ARGON2ID_19MIB_T2_P1);
    expect(hashOfSecond).toMatch(ARGON2ID_19MIB_T2_P1);
    // The same password, a different salt: equal passwords do not show in the table.
    expect(hashOfFirst).not.toBe(hashOfSecond);
    expect(hashOfFirst).not.toContain(A_PASSWORD);
    await expect(argon2.verify(hashOfFirst ?? '', A_PASSWORD)).resolves.toBe(true);
  });

  it('keep the new password’s argon2id hash after a change', async () => {
    const email = newEmail();
    const shopper = browser();
    await signUp(shopper, email);
    const before = await storedHashOf(email);
    const changed = await shopper.send('POST', '/api/lib/v1/auth/password', {
      currentPassword: A_PASSWORD,
      password: 'Iné-heslo-2026',
      passwordRepeat: 'Iné-heslo-2026',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = await storedHashOf(email);
    expect(after).toMatch(ARGON2ID_19MIB_T2_P1);
    expect(after).not.toBe(before);
    await expect(argon2.verify(after ?? '', 'Iné-heslo-2026')).resolves.toBe(true);
  });
});

describe('a login that fails', () => {
  it('verifies one argon2id hash of the same cost whether the e-mail is unknown or the password wrong', async () => {
    const email = newEmail();
    await signUp(browser(), email);
    const stored = await storedHashOf(email);

    verified.mockClear();
    expect((await logIn(browser(), email, 'not my password')).status).toBe(401);
    expect(verified.mock.calls.map(([hash]) => hash)).toEqual([stored]);

    verified.mockClear();
    expect((await logIn(browser(), newEmail('nikto'), 'not my password')).status).toBe(401);
    expect(verified).toHaveBeenCalledTimes(1);
    const [decoy] = verified.mock.calls[0] ?? [];
    // A real hash of the same parameters (so the same work), and nobody's.
    expect(decoy).toMatch(ARGON2ID_19MIB_T2_P1);
    expect(decoy).not.toBe(stored);
    await expect(verified.mock.results[0]?.value).resolves.toBe(false);
  });

  it('verifies the decoy for an account that has no password (made by Google or Facebook)', async () => {
    const email = newEmail();
    await signUp(browser(), email);
    await testApp().database.db.execute(sql`update users set password_hash = null where email = ${email}`);
    verified.mockClear();
    expect((await logIn(browser(), email, A_PASSWORD)).status).toBe(401);
    expect(verified).toHaveBeenCalledTimes(1);
    expect(verified.mock.calls[0]?.[0]).toMatch(ARGON2ID_19MIB_T2_P1);
  });
});
