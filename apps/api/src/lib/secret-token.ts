import { createHash, randomBytes } from 'node:crypto';

/**
 * Bearer secrets handed to one browser or one mailbox: the cart's token, a session's, an e-mailed
 * link's. Each is 256 random bits as 43 characters of base64url; the database keeps only its SHA-256,
 * so a leaked table opens nothing.
 */
const TOKEN_FORM = /^[A-Za-z0-9_-]{43}$/;

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token known to be well formed (a new one). */
export function storedFormOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The stored form of a token as a client sent it, or null for a value that cannot be one (never looked up). */
export function storedFormOfSent(token: string | undefined | null): string | null {
  if (token === undefined || token === null || !TOKEN_FORM.test(token)) return null;
  return storedFormOf(token);
}
