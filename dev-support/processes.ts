import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * Helpers for running the real api process (apps/api/src/main.ts) from outside it: its own test and
 * the bench both start it on a free port and wait until it answers.
 */

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves once the api at `origin` answers /healthz; fails when `child` exits first or time runs out. */
export async function waitForHealth(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the api exited (${child.exitCode}) before it answered`);
    const ok = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false, // still starting: migrating or seeding
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the api at ${origin} did not answer /healthz in time`);
}
