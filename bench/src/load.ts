import autocannon from 'autocannon';

export type LoadOptions = {
  url: string;
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
  /**
   * Paths asked in turn (on the origin of `url`), instead of `url`'s own path every time; each may bring its own
   * headers, method and JSON body.
   */
  paths?: readonly (string | RotatedRequest)[];
  /** Stop after this many requests instead of after `durationSeconds` (each of `paths` once). */
  amount?: number;
  /**
   * Seconds of the same load first, not measured: a row measures the steady state of a process that
   * has run a while, not JIT compilation of the route's code, in the api and in the load generator.
   */
  warmupSeconds?: number;
};
export type LoadFigures = { reqPerSec: number; p50: number; p95: number; p99: number; errors: number; non2xx: number };

/** The q-quantile (0..1) of ascending samples, nearest-rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** One request of a rotation; GET without a body unless it says otherwise (a cart change is a POST, a heart's removal a DELETE). */
export type RotatedRequest = {
  path: string;
  headers: Record<string, string>;
  method?: 'GET' | 'POST' | 'DELETE';
  /** Sent as the JSON body, with its content type. */
  json?: unknown;
};

/** An autocannon request that asks the next of `paths` each time. */
function rotating(paths: readonly (string | RotatedRequest)[]): autocannon.Request {
  // Bodies are serialized here, once, so that the load generator spends no time on them mid-run.
  const prepared = paths.map(
    (asked): autocannon.Request =>
      typeof asked === 'string'
        ? { path: asked }
        : {
            path: asked.path,
            method: asked.method,
            headers:
              asked.json === undefined ? asked.headers : { ...asked.headers, 'content-type': 'application/json' },
            body: asked.json === undefined ? undefined : JSON.stringify(asked.json),
          },
  );
  let next = 0;
  return {
    setupRequest: (request) => {
      const asked = prepared[next % prepared.length] ?? { path: '/' };
      next += 1;
      request.path = asked.path;
      if (asked.headers) request.headers = { ...request.headers, ...asked.headers };
      if (asked.method) request.method = asked.method;
      if (asked.body !== undefined) request.body = asked.body;
      return request;
    },
  };
}

/** One autocannon run; every response time goes into `samples`, and `onResponse` hears each response. */
function run(options: autocannon.Options, samples: number[], onResponse?: () => void): Promise<autocannon.Result> {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished)));
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      samples.push(responseTime);
      onResponse?.();
    });
  });
}

const round = (n: number) => Math.round(n * 100) / 100;

function figures(samples: number[], reqPerSec: number, errors: number, non2xx: number): LoadFigures {
  samples.sort((a, b) => a - b);
  return {
    reqPerSec: round(reqPerSec),
    p50: round(quantile(samples, 0.5)),
    p95: round(quantile(samples, 0.95)),
    p99: round(quantile(samples, 0.99)),
    errors,
    non2xx,
  };
}

/**
 * Drives one URL (or a rotation of paths) with autocannon. Every response time is recorded, because autocannon's summary
 * has no p95 and the issues set their goals in p95.
 */
export async function measure(options: LoadOptions): Promise<LoadFigures> {
  if (options.warmupSeconds) {
    if (options.amount)
      throw new Error('measure: a row of a fixed amount of requests has no warm-up (it would use them up)');
    await measure({ ...options, durationSeconds: options.warmupSeconds, warmupSeconds: 0 });
  }
  const samples: number[] = [];
  const result = await run(
    {
      url: options.url,
      connections: options.connections,
      duration: options.durationSeconds,
      ...(options.amount ? { amount: options.amount } : {}),
      headers: options.headers,
      ...(options.paths?.length ? { requests: [rotating(options.paths)] } : {}),
    },
    samples,
  );
  return figures(samples, result.requests.average, result.errors + result.timeouts, result.non2xx);
}

/**
 * Buyers at once, each on a connection of their own asking their own requests in order, once each:
 * a row in which no two connections ever ask for the same thing (each buyer's own product), which a
 * shared rotation cannot promise (a slow request lets the next turn of the rotation catch it up).
 * req/s is every request over the time from the first request to the last response.
 */
export async function measureBuyers(
  url: string,
  headers: Record<string, string>,
  buyers: readonly (readonly RotatedRequest[])[],
): Promise<LoadFigures> {
  const samples: number[] = [];
  const started = performance.now();
  let lastResponse = started;
  const results = await Promise.all(
    buyers.map((requests) =>
      run(
        { url, connections: 1, amount: requests.length, headers, duration: 3600, requests: [rotating(requests)] },
        samples,
        () => {
          lastResponse = performance.now();
        },
      ),
    ),
  );
  // Until the last response, not until autocannon reports done: it does at its next one-second tick.
  const seconds = (lastResponse - started) / 1000;
  const sum = (count: (result: autocannon.Result) => number) => results.reduce((total, r) => total + count(r), 0);
  return figures(
    samples,
    samples.length / seconds,
    sum((r) => r.errors + r.timeouts),
    sum((r) => r.non2xx),
  );
}
