import type { Locale } from '@stride/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../errors';

/** Methods that change state; the others must not, so a link or an image cannot do harm with them. */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery (issue 13 §2, OWASP's "verifying origin with standard headers"): a
 * browser names the page that sent a state-changing request in Origin, and a page on another site
 * cannot change it. Such a request is refused unless it comes from one of the shops' own origins or
 * from the api's own (its test gateway's pages), or says "null" on a same-origin navigation. A
 * request without Origin is not a browser's cross-site request (browsers send it on every
 * cross-origin and every non-GET fetch or form), so servers, the gateway's notifications and scripts
 * pass. The session cookie's SameSite=Lax is the second wall.
 */
export function registerOriginCheck(app: FastifyInstance, publicOrigins: Record<Locale, string>): void {
  const shops = new Set(Object.values(publicOrigins));
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (shops.has(origin) || origin === ownOrigin(request)) return;
    // A form that navigates from a page whose Referrer-Policy is no-referrer (helmet's, on the test
    // gateway's pages) says "Origin: null"; so do sandboxed frames and data: pages, which is why
    // null alone never passes. The browser's own Sec-Fetch-Site, which no page can set, tells them apart.
    if (origin === 'null' && request.headers['sec-fetch-site'] === 'same-origin') return;
    throw new ForbiddenError([{ field: null, key: 'forbidden_origin' }]);
  });
}

/** The origin the request was sent to, as its Host names it. */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
