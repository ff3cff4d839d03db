import type { FastifyInstance } from 'fastify';

/** A bench server tells its parent where it listens with one JSON line on stdout, then waits. */
export function announceListening(app: FastifyInstance): void {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('bench server has no TCP address');
  process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
