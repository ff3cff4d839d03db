/**
 * The attributes of a cookie that carries a visitor's bearer token (the cart's, the wishlist's):
 * HttpOnly and SameSite=Lax always, Secure when the shop is served over https, for the whole host,
 * kept `maxAgeSeconds`. Clearing one needs the same attributes but the lifetime.
 */
export function tokenCookieOptions(secure: boolean, maxAgeSeconds: number) {
  return { ...tokenCookieScope(secure), maxAge: maxAgeSeconds };
}

/** What names one token cookie for the browser: set and cleared with these. */
export function tokenCookieScope(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
}
