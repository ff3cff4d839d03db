import type { SignupChallenge } from '@stride/contract';
import { getJson } from './browser-fetch';

/**
 * The api's arithmetic question (spec §2), asked by the registration and by the contact form on the
 * cached contact page. Read without zod, as browser-fetch explains: the contact page's JavaScript
 * stays free of the contract's schemas (~110 KB), and zod's eval probe never meets the page's CSP.
 */
export const SIGNUP_CHALLENGE_PATH = '/api/lib/v1/auth/signup-challenge';

export function readSignupChallenge(): Promise<SignupChallenge> {
  return getJson<SignupChallenge>(SIGNUP_CHALLENGE_PATH);
}
