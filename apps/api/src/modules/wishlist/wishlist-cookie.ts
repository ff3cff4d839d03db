import type { FastifyReply, FastifyRequest } from 'fastify';
import { storedFormOfSent } from '../../lib/secret-token';
import { tokenCookieOptions, tokenCookieScope } from '../../lib/token-cookie';

/**
 * The anonymous wishlist's cookie (spec §4: "wishlist kept by cookie until assigned on login"): a
 * 256-bit token (lib/secret-token.ts), HttpOnly, SameSite=Lax, Secure over https, like the cart's.
 * The database keeps only its SHA-256. A year long: hearts are kept for a season's later purchase.
 */
export const WISHLIST_COOKIE = 'wishlist';
const WISHLIST_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const isSecure = (request: FastifyRequest) => request.protocol === 'https';

/** The stored form of the request's wishlist token, or null when it has none that could be one. */
export function wishlistTokenHashOf(request: FastifyRequest): string | null {
  return storedFormOfSent(request.cookies[WISHLIST_COOKIE]);
}

export function setWishlistCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(WISHLIST_COOKIE, token, tokenCookieOptions(isSecure(request), WISHLIST_COOKIE_MAX_AGE_SECONDS));
}

/** Clears the cookie once its wishlist has moved into the account's. */
export function clearWishlistCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(WISHLIST_COOKIE, tokenCookieScope(isSecure(request)));
}
