import { randomInt } from 'node:crypto';
import type { SignupChallenge } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { BadRequestError } from '../../errors';
import { newSecretToken, storedFormOf, storedFormOfSent } from '../../lib/secret-token';
import { insertChallenge, takeChallenge } from './queries';

/**
 * The arithmetic anti-bot question (spec §2) of every public form that a bot could fill: the
 * registration (accounts) and the contact form (contact). One question answers one form, once.
 */

/** How long a question can be answered. */
export const CHALLENGE_SECONDS = 10 * 60;

/** GET /auth/signup-challenge: two digits to add, and the token the form brings back with the sum. */
export async function issueChallenge(database: DatabaseHandle): Promise<SignupChallenge> {
  const a = randomInt(0, 10);
  const b = randomInt(0, 10);
  const token = newSecretToken();
  await insertChallenge(database.db, {
    tokenHash: storedFormOf(token),
    answer: a + b,
    lifetimeSeconds: CHALLENGE_SECONDS,
  });
  return { token, a, b, expiresInSeconds: CHALLENGE_SECONDS };
}

/**
 * Uses the question up and refuses the form (400 on `challenge.answer`) unless `answer` is its sum:
 * a wrong sum, an unknown, used or expired token all need a new question.
 */
export async function requireSolvedChallenge(
  database: DatabaseHandle,
  sent: { token: string; answer: number },
): Promise<void> {
  const tokenHash = storedFormOfSent(sent.token);
  const answer = tokenHash === null ? undefined : await takeChallenge(database.db, tokenHash);
  if (answer === undefined || answer !== sent.answer) {
    throw new BadRequestError([{ field: 'challenge.answer', key: 'validation.challenge' }]);
  }
}
