// The storefront's server: Next.js behind our own HTTP server, for what `next start` cannot do —
// header and request timeouts (a slow client must not hold a connection for minutes), the security
// headers with a CSP by hash on cached pages (secure-response.ts), and several processes on one port
// (STOREFRONT_WORKERS, node:cluster), each following catalog changes through the cache handler.
import cluster from 'node:cluster';
import { createServer, type IncomingMessage } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { parseStorefrontEnv, type StorefrontEnv } from '../src/env';
import { secureResponse } from './secure-response';

const env = settingsOrExit();
const dir = join(dirname(fileURLToPath(import.meta.url)), '..');

function settingsOrExit(): StorefrontEnv {
  try {
    return parseStorefrontEnv(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/** Whether the shopper reached us over https: the configured scheme, or a trusted proxy's word. */
function servedOverHttps(request: IncomingMessage): boolean {
  if (env.PUBLIC_SCHEME) return env.PUBLIC_SCHEME === 'https';
  if (!env.TRUST_FORWARDED_HEADERS) return false;
  return (
    String(request.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim() === 'https'
  );
}

const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port'] as const;

/**
 * The client's address as the api is told it (X-Forwarded-For, for its rate limits): the peer of
 * this connection, after what a trusted proxy in front said. Next keeps a forwarded header a client
 * sent, so without this anyone could name any address, host or scheme.
 */
function normalizeForwarded(request: IncomingMessage): void {
  const peer = request.socket.remoteAddress ?? '';
  if (!env.TRUST_FORWARDED_HEADERS) {
    for (const name of FORWARDED) delete request.headers[name];
    request.headers['x-forwarded-for'] = peer;
    return;
  }
  const chain = String(request.headers['x-forwarded-for'] ?? '').trim();
  request.headers['x-forwarded-for'] = chain ? `${chain}, ${peer}` : peer;
}

async function serve(): Promise<void> {
  const app = next({ dev: false, dir, port: env.STOREFRONT_PORT, hostname: env.STOREFRONT_HOST });
  const handle = app.getRequestHandler();
  await app.prepare();
  // Node checks the timeouts below every connectionsCheckingInterval (30 s by default): check often.
  const server = createServer({ connectionsCheckingInterval: 1_000 }, (request, response) => {
    normalizeForwarded(request);
    secureResponse(request, response, { https: servedOverHttps, analytics: env.ANALYTICS_GA4_ID !== undefined });
    void handle(request, response);
  });
  server.headersTimeout = env.STOREFRONT_HEADERS_TIMEOUT_MS;
  server.requestTimeout = env.STOREFRONT_REQUEST_TIMEOUT_MS;
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.listen(env.STOREFRONT_PORT, env.STOREFRONT_HOST, () => {
    if (!cluster.isWorker || cluster.worker?.id === 1) {
      const processes = env.STOREFRONT_WORKERS > 1 ? ` (${env.STOREFRONT_WORKERS} processes)` : '';
      console.log(`storefront listening on port ${env.STOREFRONT_PORT}${processes}`);
    }
  });
}

if (env.STOREFRONT_WORKERS > 1 && cluster.isPrimary) {
  let stopping = false;
  for (let i = 0; i < env.STOREFRONT_WORKERS; i += 1) cluster.fork();
  // A worker that dies is replaced; the primary itself serves nothing.
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    console.error(`storefront process ${worker.process.pid} stopped (${code ?? 'signal'}); starting another`);
    cluster.fork();
  });
  const stopAll = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), 5_000).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on('SIGTERM', stopAll);
  process.on('SIGINT', stopAll);
} else {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
