import { ProfileSchema, SignupChallengeSchema } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { A_PASSWORD, newEmail, signupBody } from '../../test-support/account-requests';
import { type ApiProcess, callApi, useTwoApiProcesses } from '../../test-support/api-processes';
import { renameUnnoticed, seenBeforeCopyAges } from '../../test-support/session-cache-checks';

/**
 * The session cache (session-cache.ts) across api processes: two processes on one PostgreSQL
 * database, as production runs one per core. A change made through one process reaches the other's
 * cached copy by the database's `sessions_changed` notice, well before the copy would age out. The
 * embedded PGlite belongs to one process, so this suite runs only on PostgreSQL (vitest.config.ts).
 */

const twoApis = useTwoApiProcesses();

const processes = () => twoApis().apis;

const withSession = (token: string) => ({ headers: { cookie: `session=${token}` } });

/** Registers a new account through `api`: its e-mail and its session's token. */
async function signUpThrough(api: ApiProcess, name: string): Promise<{ email: string; token: string }> {
  const asked = await callApi(api, 'GET', '/api/lib/v1/auth/signup-challenge');
  const challenge = SignupChallengeSchema.parse(asked.body);
  const email = newEmail();
  const answer = await callApi(api, 'POST', '/api/lib/v1/auth/signup', {
    body: signupBody(email, { token: challenge.token, answer: challenge.a + challenge.b }, { name }),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  if (!answer.sessionToken) throw new Error('no session cookie');
  return { email, token: answer.sessionToken };
}

async function profileIn(api: ApiProcess, token: string) {
  const answer = await callApi(api, 'GET', '/api/lib/v1/auth/profile', withSession(token));
  expect(answer.status).toBe(200);
  return ProfileSchema.parse(answer.body);
}

/**
 * Has `api` read the session and keep it: it answers the user's name, then still that name after a
 * rename nobody was told of. Returns when its copy was read at the latest.
 */
async function cachedIn(api: ApiProcess, token: string, email: string, name: string): Promise<number> {
  const keptAt = Date.now();
  expect((await profileIn(api, token)).user?.firstname).toBe(name);
  await renameUnnoticed(twoApis().database, email, 'Unnoticed');
  expect((await profileIn(api, token)).user?.firstname).toBe(name);
  return keptAt;
}

describe('the session cache of two api processes', () => {
  it('refuses in one process a session logged out in the other', async () => {
    const [a, b] = processes();
    const { email, token } = await signUpThrough(a, 'Jana');
    const keptAt = await cachedIn(b, token, email, 'Jana');
    const out = await callApi(a, 'GET', '/api/lib/v1/auth/signout', withSession(token));
    expect(out.status).toBeLessThan(400);
    await seenBeforeCopyAges(keptAt, 'the logout', async () => !(await profileIn(b, token)).isLoggedIn);
  });

  it('shows in one process the profile saved in the other', async () => {
    const [a, b] = processes();
    const { email, token } = await signUpThrough(a, 'Jana');
    const keptAt = await cachedIn(b, token, email, 'Jana');
    const saved = await callApi(a, 'PUT', '/api/lib/v1/auth/profile', {
      ...withSession(token),
      body: { user: { firstname: 'Zuzana', newsletter: false } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await seenBeforeCopyAges(
      keptAt,
      'the saved profile',
      async () => (await profileIn(b, token)).user?.firstname === 'Zuzana',
    );
  });

  it('ends in one process the other session of a user who changed the password in the other', async () => {
    const [a, b] = processes();
    const { email, token: laptop } = await signUpThrough(a, 'Jana');
    const login = await callApi(b, 'POST', '/api/lib/v1/auth/login', {
      body: { email, password: A_PASSWORD, remember: false },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const phone = login.sessionToken;
    if (!phone) throw new Error('no session cookie');
    const keptAt = await cachedIn(b, phone, email, 'Jana');
    const changed = await callApi(a, 'POST', '/api/lib/v1/auth/password', {
      ...withSession(laptop),
      body: { currentPassword: A_PASSWORD, password: 'Iné-heslo-2026', passwordRepeat: 'Iné-heslo-2026' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await seenBeforeCopyAges(keptAt, 'the password change', async () => !(await profileIn(b, phone)).isLoggedIn);
    expect((await profileIn(a, laptop)).isLoggedIn).toBe(true);
  });
});
