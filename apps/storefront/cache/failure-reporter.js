/**
 * @typedef {object} FailureReporter
 * @property {(error: unknown) => void} failed
 * @property {() => void} succeeded
 */

/**
 * Logs the first failure of `what` and its recovery, not every retry in between: a Redis or an api
 * that is down for a minute must not write a line per request or per poll.
 * @param {string} what
 * @param {Pick<Console, 'warn'>} log
 * @returns {FailureReporter}
 */
export function failureReporter(what, log) {
  let failing = false;
  return {
    failed(error) {
      if (failing) return;
      failing = true;
      log.warn(`[cache] ${what} failed, retrying: ${error instanceof Error ? error.message : String(error)}`);
    },
    succeeded() {
      if (!failing) return;
      failing = false;
      log.warn(`[cache] ${what} works again`);
    },
  };
}
