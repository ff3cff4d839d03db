import type { DatabaseHandle } from '@stride/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contextOf, type RequestContext } from '../../context';
import { UnauthorizedError } from '../../errors';
import { storedFormOfSent } from '../../lib/secret-token';
import { findLiveSession, type SessionUserRow, slideSession } from './queries';
import { sessionCache } from './session-cache';
import { IDLE_SESSION_MS, REMEMBERED_SESSION_MS, sessionTokenOf, setSessionCookie } from './session-cookie';

/** The logged-in visitor's session: which row, and whether it is remembered. */
export type VisitorSession = { id: number; tokenHash: string; remember: boolean };

/**
 * Who is asking, beyond the web instance: the user of the request's session (null when anonymous).
 * Loaded once per request, before the handler, for every personal route (`config.cache: 'personal'`):
 * catalog routes never read it, so their answers stay the same for everyone.
 */
export type PersonalContext = RequestContext & { user: SessionUserRow | null; session: VisitorSession | null };
export type SessionUser = SessionUserRow;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the visitor hook on personal routes; null until then (and on every other route). */
    personalContext: PersonalContext | null;
  }
}

/** A session's expiry moves forward at most this often: a request a second must not write a second. */
const SLIDE_EVERY_MS = 60_000;

/** The lifetime a session gets from its last use. */
export function sessionLifetimeMs(remember: boolean): number {
  return remember ? REMEMBERED_SESSION_MS : IDLE_SESSION_MS;
}

async function loadPersonalContext(
  database: DatabaseHandle,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<PersonalContext> {
  const ctx = contextOf(request);
  const token = sessionTokenOf(request);
  const tokenHash = storedFormOfSent(token);
  // A session seen a moment ago is answered from this process's copy (session-cache.ts), which every
  // change to the session, its user or their addresses takes away in every process.
  const found =
    tokenHash === null
      ? undefined
      : await sessionCache(database).find(tokenHash, () => findLiveSession(database.db, tokenHash));
  // A session belongs to the shop it was opened in: another shop's cookie on this host opens nothing.
  if (!found || !token || tokenHash === null || found.user.webInstanceId !== ctx.webInstanceId) {
    return { ...ctx, user: null, session: null };
  }
  if (Date.now() - found.lastSeenAt.getTime() > SLIDE_EVERY_MS) {
    const slid = await slideSession(database.db, found.id, sessionLifetimeMs(found.remember));
    if (slid) sessionCache(database).slid(tokenHash, slid.lastSeenAt, slid.expiresAt);
    // The browser's copy of a remembered cookie slides with it.
    if (found.remember) setSessionCookie(request, reply, token, true);
  }
  return { ...ctx, user: found.user, session: { id: found.id, tokenHash, remember: found.remember } };
}

/**
 * Loads the personal context of every personal route's request, once, before its handler; resolves
 * once the process follows the database's session changes (until then sessions are read every time).
 */
export async function registerVisitor(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  await sessionCache(database).follow();
  app.decorateRequest('personalContext', null);
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.cache !== 'personal') return;
    request.personalContext = await loadPersonalContext(database, request, reply);
  });
}

/** The request's personal context; only personal routes have one (a programming error otherwise). */
export function personalContextOf(request: FastifyRequest): PersonalContext {
  if (!request.personalContext) {
    throw new Error(`${request.routeOptions.url}: a personal context is read on a route not marked cache: 'personal'`);
  }
  return request.personalContext;
}

/** A personal context with its user: the logged-in visitor. */
export type UserContext = PersonalContext & { user: SessionUser; session: VisitorSession };

/** The personal context of a logged-in visitor; anyone else gets "unauthorised access" (401). */
export function requireUser(ctx: PersonalContext): UserContext {
  if (!ctx.user || !ctx.session) throw new UnauthorizedError();
  return ctx as UserContext;
}
