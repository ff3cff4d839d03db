import { ErrorResponseSchema } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { openTestDatabase } from '@stride/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { A_PASSWORD, Browser, logIn, newEmail, signUp } from '../../test-support/account-requests';
import { anotherHandleOn } from '../../test-support/api-processes';
import { HOST, newClientAddress } from '../../test-support/test-app';

/**
 * The rate limits' counts are shared by every api process (issue 13 §2, decision 15): two apps on one
 * database, as two api processes behind the storefront are (on PostgreSQL each with a pool of its
 * own), count one address's tries together. A store in each process's memory would let the address
 * try the limit once per process.
 */

let database: DatabaseHandle;
let other: Awaited<ReturnType<typeof anotherHandleOn>>;
let apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  other = await anotherHandleOn(database);
  const config = loadConfig({ NODE_ENV: 'test' });
  apps = [await buildApp(config, { database }), await buildApp(config, { database: other.handle })];
  await Promise.all(apps.map((app) => app.ready()));
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await other?.close();
  await database?.close();
});

/** The same browser (one address) as each api process sees it. */
function browsersAt(address: string): [Browser, Browser] {
  const [first, second] = apps;
  if (!first || !second) throw new Error('the apps are not running');
  return [new Browser(first, HOST.sk, address), new Browser(second, HOST.sk, address)];
}

describe('rate limits across api processes', () => {
  it('stops guessing one account at 10 tries in all, however the tries are spread over the processes', async () => {
    const email = newEmail();
    const [owner] = browsersAt(newClientAddress());
    await signUp(owner, email);
    const [atFirst, atSecond] = browsersAt(newClientAddress());
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      // Five tries reach each process: each alone is well under its limit.
      const answer = await logIn(attempt % 2 === 0 ? atFirst : atSecond, email, `guess-${attempt}`);
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    for (const guesser of [atFirst, atSecond]) {
      const stopped = await logIn(guesser, email, A_PASSWORD);
      expect(stopped.status).toBe(429);
      expect(ErrorResponseSchema.parse(stopped.body).messages[0]?.message).toMatch(/Príliš veľa pokusov/);
    }
  });
});
