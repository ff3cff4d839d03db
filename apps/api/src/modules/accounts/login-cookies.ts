import type { FastifyReply, FastifyRequest } from 'fastify';
import { CART_COOKIE, cartCookieOptions } from '../cart/cart-token';
import { setSessionCookie } from '../sessions/session-cookie';
import type { Login } from './service';

/**
 * What every login hands the browser, whichever way it logged in (a password, a signup, a reset link,
 * Google or Facebook): the new session's cookie, and the cart's when the user's cart came to this
 * browser under a new token.
 */
export function setLoginCookies(request: FastifyRequest, reply: FastifyReply, login: Omit<Login, 'user'>): void {
  setSessionCookie(request, reply, login.sessionToken, login.remember);
  if (login.newCartToken) {
    reply.setCookie(CART_COOKIE, login.newCartToken, cartCookieOptions(request.protocol === 'https'));
  }
}
