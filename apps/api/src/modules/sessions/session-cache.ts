import type { DatabaseHandle } from '@stride/db';
import { perDatabase } from '../../lib/ttl-cache';
import type { SessionRow } from './queries';

/** The channel the session triggers notify on, with the user's id (packages/db/drizzle/0020_session_changes.sql). */
export const SESSIONS_CHANGED = 'sessions_changed';

/**
 * How long a session read from the database answers without reading it again: the backstop behind
 * the notifications, and how stale a copy could be if one were ever lost without the connection.
 */
export const SESSION_CACHE_MAX_AGE_MS = 5_000;

/** At most this many sessions are kept per process (the oldest read goes first). */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

type Entry = { session: SessionRow; readAt: number };

/**
 * The live sessions this process read a moment ago (token hash → the session with its user and
 * addresses), so a personal request of a session seen in the last seconds costs no database round
 * trip: on PostgreSQL that round trip, not the statement, was most of reading the profile.
 *
 * It must never answer for a session that ended or a user that changed. Every write to sessions,
 * users or user_addresses notifies `sessions_changed` with the user's id when it commits (migration
 * 0020), and every process listens and forgets that user's sessions; the writing process forgets
 * them as well right after its commit (`forgetUser`), before it answers, so its own next request
 * reads afresh. While the process is not listening (before LISTEN is in place, and while its
 * connection is lost) nothing is kept or answered from here. A read that raced a change (begun
 * before the change's notice arrived) is not kept. The session's own expiry is checked at every use,
 * and no copy is used past SESSION_CACHE_MAX_AGE_MS.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly tokensOfUser = new Map<number, Set<string>>();
  private listening = false;
  private following: Promise<void> | undefined;
  /** Counts forgettings: a read keeps its result only if its user was not forgotten since it began. */
  private generation = 0;
  private readonly forgottenAt = new Map<number, number>();
  /** The generation of the last time everything was forgotten. */
  private clearedAt = 0;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts listening for session changes, once (again after a failed start). */
  follow(): Promise<void> {
    this.following ??= this.database
      .listen(
        SESSIONS_CHANGED,
        (payload) => this.notified(payload),
        () => {
          // Listening again after a lost connection: reads begun before may have missed a change.
          this.clear();
          this.listening = true;
        },
      )
      .then(
        () => {},
        (error: unknown) => {
          this.following = undefined;
          throw error;
        },
      );
    return this.following;
  }

  /**
   * The live session of a token's stored form: the copy read a moment ago, or `read()`'s answer
   * (kept when it may be). Undefined when none; an unknown token is never kept.
   */
  async find(tokenHash: string, read: () => Promise<SessionRow | undefined>): Promise<SessionRow | undefined> {
    // A start that failed is tried again, without holding this request up.
    if (!this.following) this.follow().catch(() => {});
    const time = this.now();
    const entry = this.entries.get(tokenHash);
    if (entry) {
      if (
        this.listening &&
        time - entry.readAt < SESSION_CACHE_MAX_AGE_MS &&
        entry.session.expiresAt.getTime() > time
      ) {
        return entry.session;
      }
      this.remove(tokenHash, entry.session.user.id);
    }
    const begun = this.generation;
    const session = await read();
    if (session && this.listening && this.unchangedSince(session.user.id, begun)) {
      this.keep(tokenHash, session, time);
    }
    return session;
  }

  /** The session was slid forward (written by this process): its copy says so, so it is not slid again. */
  slid(tokenHash: string, lastSeenAt: Date, expiresAt: Date): void {
    const entry = this.entries.get(tokenHash);
    if (entry) entry.session = { ...entry.session, lastSeenAt, expiresAt };
  }

  /** Forgets the user's sessions: their sessions, their account or their addresses changed. */
  forgetUser(userId: number): void {
    this.generation += 1;
    this.forgottenAt.set(userId, this.generation);
    // Only reads under way need these marks; a bounded map, forgotten whole when full (which only
    // refuses to keep the reads under way).
    if (this.forgottenAt.size > SESSION_CACHE_MAX_ENTRIES) {
      this.forgottenAt.clear();
      this.clearedAt = this.generation;
    }
    const tokens = this.tokensOfUser.get(userId);
    if (!tokens) return;
    this.tokensOfUser.delete(userId);
    for (const tokenHash of tokens) this.entries.delete(tokenHash);
  }

  /** How many sessions are kept (for tests). */
  get size(): number {
    return this.entries.size;
  }

  private notified(payload: string | null): void {
    if (payload === null) {
      // The connection is lost: notices may be missed until it is back.
      this.listening = false;
      this.clear();
      return;
    }
    const userId = Number(payload);
    if (payload !== '' && Number.isSafeInteger(userId)) this.forgetUser(userId);
    else this.clear();
  }

  private clear(): void {
    this.generation += 1;
    this.clearedAt = this.generation;
    this.forgottenAt.clear();
    this.entries.clear();
    this.tokensOfUser.clear();
  }

  private unchangedSince(userId: number, begun: number): boolean {
    return this.clearedAt <= begun && (this.forgottenAt.get(userId) ?? 0) <= begun;
  }

  private keep(tokenHash: string, session: SessionRow, readAt: number): void {
    const userId = session.user.id;
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { session, readAt });
    let tokens = this.tokensOfUser.get(userId);
    if (!tokens) {
      tokens = new Set();
      this.tokensOfUser.set(userId, tokens);
    }
    tokens.add(tokenHash);
    if (this.entries.size > SESSION_CACHE_MAX_ENTRIES) {
      const oldest = this.entries.entries().next();
      if (!oldest.done) this.remove(oldest.value[0], oldest.value[1].session.user.id);
    }
  }

  private remove(tokenHash: string, userId: number): void {
    this.entries.delete(tokenHash);
    const tokens = this.tokensOfUser.get(userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.tokensOfUser.delete(userId);
  }
}

/** The database's session cache: one per process, following that database's session changes. */
export const sessionCache = perDatabase((database) => new SessionCache(database));

/**
 * Forgets the user's kept sessions in this process, at once: called right after a commit that changed
 * their sessions, account or addresses, so this process's next request sees it without waiting for
 * the notification (which reaches every other process, and this one too, a moment later).
 */
export function forgetSessionsOf(database: DatabaseHandle, ...userIds: (number | null | undefined)[]): void {
  const cache = sessionCache(database);
  for (const userId of userIds) if (typeof userId === 'number') cache.forgetUser(userId);
}
