import { newSecretToken, storedFormOf, storedFormOfSent } from '../../lib/secret-token';
import { tokenCookieOptions } from '../../lib/token-cookie';

/**
 * The cart's access token (spec §6): 32 random bytes, handed to the browser once as an HttpOnly
 * cookie (through the storefront's same-origin proxy) and in the cart's `accessToken`. The database
 * keeps only its SHA-256, so a leaked table finds no cart.
 */
export const CART_COOKIE = 'cart';

/** How long a cart is kept for a visitor who does not come back: the cookie's lifetime. */
export const CART_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

export const newCartToken = newSecretToken;
export { storedFormOf };

/** The stored form of the cookie's token, or null for a value that cannot be one (so it is never looked up). */
export function cartTokenHash(token: string | undefined): string | null {
  return storedFormOfSent(token);
}

/** The cookie's attributes: HttpOnly and SameSite=Lax always, Secure when the shop is served over https. */
export function cartCookieOptions(secure: boolean) {
  return tokenCookieOptions(secure, CART_COOKIE_MAX_AGE_SECONDS);
}
