// Child processes of `npm start`, `npm test` and `npm run bench`: started in their own process
// group so that stopping one stops everything it spawned, and never left running.
import { spawn } from 'node:child_process';

const children = new Set();
let stopping = false;

/** True once a stop was asked for: children exiting then is expected, not a failure. */
export function isStopping() {
  return stopping;
}

export function startProcess(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], detached: true, ...options });
  child.stride = { name };
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

export function runToEnd(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = startProcess(command, command, args, options);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function waitForHttp(url, { timeoutMs = 180_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${child.stride?.name ?? 'process'} exited before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export async function stopAll(graceMs = 8_000) {
  stopping = true;
  const waiting = [...children].map(
    (child) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          resolve();
        }
        setTimeout(() => {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {}
          resolve();
        }, graceMs).unref();
      }),
  );
  await Promise.all(waiting);
}

/** Ctrl-C and termination stop the children first, then this process. */
export function stopChildrenOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, async () => {
      await stopAll();
      process.exit(signal === 'SIGINT' ? 0 : 143);
    });
  }
}
