import type { Executor } from '@stride/db';
import { demoIsicCardValid } from './queries';

/**
 * Whether an ISIC student card is valid for its holder (issue 11 §3). There is no public ISIC api:
 * a shop verifies through ISIC's partner api, Discount Manager, when it has credentials
 * (ISIC_API_URL, ISIC_API_USER, ISIC_API_PASSWORD); without them, through the seed's demo register.
 * The card number reaches a verifier already in its one form (normalizeIsicNumber).
 */
export type IsicCard = { cardNumber: string; surname: string };

/** verified; not verified (no such card, another holder, expired); or the verifier could not say. */
export type IsicVerdict = 'verified' | 'not-verified' | 'unavailable';

export type IsicVerifier = (card: IsicCard) => Promise<IsicVerdict>;

/** How long a shopper waits for ISIC's answer before being told to try again later. */
const ISIC_TIMEOUT_MS = 5_000;

export function demoRegisterVerifier(db: Executor): IsicVerifier {
  return async ({ cardNumber, surname }) =>
    (await demoIsicCardValid(db, cardNumber, surname)) ? 'verified' : 'not-verified';
}

/**
 * Discount Manager: `POST {url}/api/verifications` with `{cardNumber, cardholderName}` and basic
 * auth. A verification it creates (2xx) means a valid card of that holder; 400, 404 and 422 mean it
 * found none; anything else (its credentials refused, a failure, a timeout) is no answer.
 */
export function discountManagerVerifier(
  api: { url: string; user: string; password: string },
  fetchImpl: typeof fetch = fetch,
): IsicVerifier {
  const endpoint = new URL('api/verifications', api.url.endsWith('/') ? api.url : `${api.url}/`);
  const authorization = `Basic ${Buffer.from(`${api.user}:${api.password}`).toString('base64')}`;
  return async ({ cardNumber, surname }) => {
    try {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ cardNumber, cardholderName: surname }),
        signal: AbortSignal.timeout(ISIC_TIMEOUT_MS),
      });
      await response.arrayBuffer(); // the body is not needed; read it so the connection is released
      if (response.ok) return 'verified';
      return [400, 404, 422].includes(response.status) ? 'not-verified' : 'unavailable';
    } catch {
      return 'unavailable';
    }
  };
}
