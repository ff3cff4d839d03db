import type { Page } from '@playwright/test';
import { AuthSuccessSchema, type Company, SignupChallengeSchema, type User } from '../../packages/contract/src';
import type { ReadApi } from './api';
import { sendApi } from './checkout';

/**
 * Registers a shopper the short way, through the storefront's same-origin api as the registration
 * form does (the page must be on a storefront), for the journeys that start with an account: the
 * browser is logged in afterwards and keeps its cart. The registration form's own journey is
 * accounts.spec.ts. The question's answer is the sum of the two digits the api asked.
 */
export async function signUpThroughApi(
  page: Page,
  readApi: ReadApi,
  { email, password, company }: { email: string; password: string; company: Omit<Company, 'taxId'> | null },
): Promise<User> {
  const challenge = await readApi('/api/lib/v1/auth/signup-challenge', SignupChallengeSchema);
  const answer = await sendApi(
    page,
    {
      method: 'POST',
      path: '/api/lib/v1/auth/signup',
      body: {
        user: { email, password, passwordRepeat: password, name: 'Jana', surname: 'Horváthová' },
        company,
        cart: { accessToken: null },
        challenge: { token: challenge.token, answer: challenge.a + challenge.b },
      },
    },
    AuthSuccessSchema,
  );
  return answer.data.user;
}
