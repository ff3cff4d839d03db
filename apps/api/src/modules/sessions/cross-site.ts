import type { FastifyRequest } from 'fastify';

/**
 * Whether a GET that changes state (spec §7's GET /auth/signout) came from a page of another site: a
 * browser says so in Sec-Fetch-Site. Without the header (an older browser, a script) it counts as ours.
 */
export function isCrossSiteNavigation(request: FastifyRequest): boolean {
  return request.headers['sec-fetch-site'] === 'cross-site';
}
