import { createHash } from 'node:crypto';

/**
 * The thank-you page's token: derived from the cart's access token (256 random bits only the buyer's
 * browser holds), so it is as unguessable, and a repeated "order" from the same cart answers the same
 * link without the database keeping the token: only its SHA-256 is stored, as with the cart's.
 */
export function orderTokenOf(cartToken: string): string {
  return createHash('sha256').update(`order|${cartToken}`).digest('base64url');
}

export { storedFormOf as orderTokenHash } from '../../lib/secret-token';
