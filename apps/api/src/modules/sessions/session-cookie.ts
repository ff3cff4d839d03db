import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The session's cookie (issue 13 §2, OWASP ASVS 5.0 §7): HttpOnly and SameSite=Lax always; over https
 * also Secure and named with the `__Host-` prefix, which browsers accept only from a secure origin,
 * for the whole host, with no Domain attribute, so no sibling subdomain can set or widen it.
 */
const PLAIN_NAME = 'session';
const HOST_NAME = '__Host-session';

/** A remembered login lasts this long from its last use (sliding). */
export const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
/** A login that is not remembered ends with the browser, and after this long unused. */
export const IDLE_SESSION_MS = 12 * 60 * 60 * 1000;

function isSecure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

function nameFor(request: FastifyRequest): string {
  return isSecure(request) ? HOST_NAME : PLAIN_NAME;
}

/** The session token the request carries, under the name its scheme uses. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[nameFor(request)];
}

/**
 * Sets the session's cookie: with Max-Age when remembered (the browser keeps it 30 days), else a
 * browser-session cookie (gone when the browser closes; the server ends it after 12 idle hours).
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, remember: boolean): void {
  reply.setCookie(nameFor(request), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    ...(remember ? { maxAge: REMEMBERED_SESSION_MS / 1000 } : {}),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(nameFor(request), { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure(request) });
}
