import type { FastifyRequest } from 'fastify';
import { contextOf } from '../../context';
import { CART_COOKIE, cartTokenHash } from './cart-token';
import type { CartVisitor } from './service';

/**
 * The visitor as the cart sees them: the web instance, the cart cookie when it can be a token, and
 * the logged-in user.
 * The cart's routes and checkout's share it; the cookie parser must be registered in their scope.
 */
export function visitorOf(request: FastifyRequest): CartVisitor {
  const token = request.cookies[CART_COOKIE];
  const tokenHash = cartTokenHash(token);
  return {
    ctx: contextOf(request),
    token: tokenHash === null ? null : (token ?? null),
    tokenHash,
    // Loaded on the personal routes, the cart's among them.
    userId: request.personalContext?.user?.id ?? null,
  };
}
