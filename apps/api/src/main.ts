import cluster from 'node:cluster';
import { createDatabaseIfMissing, type DatabaseHandle, isSeeded, migrate, openDatabase, seed } from '@stride/db';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { startOverdueSweeper } from './modules/orders/overdue-card-orders';

type App = Awaited<ReturnType<typeof buildApp>>;

/** How often unpaid card orders past their deadline are looked for. */
const OVERDUE_SWEEP_MS = 60_000;

/** Settings, or a message naming the wrong one and exit 1. */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Creates (PostgreSQL), migrates and on the first run seeds the database; once, before any worker serves. */
async function prepareDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl && (await createDatabaseIfMissing(config.databaseUrl))) {
    console.log('Created the database named in DATABASE_URL.');
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  if (!(await isSeeded(database))) {
    console.log('Empty database: seeding the catalog and rendering its photos (first start only)…');
    const result = await seed(database);
    console.log(
      `Seeded ${result.products} products (${result.rows} rows) in ${(result.milliseconds / 1000).toFixed(1)} s.`,
    );
  }
  return database;
}

/**
 * One serving process: its own database handle (and listing indexes), listening until told to stop.
 * A stop signal can come while the process is still starting (a second worker building its indexes
 * when the first already serves): the handlers are there from the first line, and a stop waits for
 * the start to settle, so that closing never races `listen` and a clean stop still exits 0.
 */
async function serve(config: Config, opened?: DatabaseHandle): Promise<void> {
  let stopping = false;
  let startup: Promise<{ app: App; database: DatabaseHandle; sweeper: { stop: () => Promise<void> } }> | undefined;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // A start that failed is reported (and exits 1) by main's catch.
    const started = await startup?.catch(() => undefined);
    if (!started) process.exit(startup ? 1 : 0);
    const { app, database, sweeper } = started;
    app.log.info({ signal }, 'stopping');
    try {
      await sweeper.stop();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while stopping');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  startup = (async () => {
    const database = opened ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
    const app = await buildApp(config, { database });
    await app.listen({ port: config.port, host: config.host });
    // Every process sends the outbox's e-mails; they take them under a lease, so each goes out once.
    app.mailOutbox.start();
    app.marketingOutbox.start();
    // Every process sweeps unpaid card orders past their 30 minutes; each order is locked by one sweep.
    const sweeper = startOverdueSweeper(database, OVERDUE_SWEEP_MS, app.log);
    return { app, database, sweeper };
  })();
  const { app, database } = await startup;
  if (!cluster.isWorker || cluster.worker?.id === 1) {
    const processes = config.workers > 1 ? `${config.workers} processes, ` : '';
    app.log.info(
      `Stride api on http://${config.host}:${config.port} (${processes}${database.engine}), docs at /api/docs`,
    );
    const mailTo = config.mail.smtpUrl ? `the SMTP server ${new URL(config.mail.smtpUrl).host}` : config.mail.outboxDir;
    app.log.info(`E-mails go to ${mailTo}`);
    // A shop started without the gateway's credentials takes no real card payment: say so loudly.
    if (!config.comgate) {
      app.log.warn('Card payments go to the local TEST gateway (set COMGATE_MERCHANT and COMGATE_SECRET for Comgate)');
    }
  }
}

/**
 * Several workers share the port (node:cluster hands each connection to one). A worker that dies
 * unasked is replaced; a stop signal is passed to all, and the primary ends when they have.
 */
function superviseWorkers(config: Config): void {
  let stopping = false;
  const exitCodes: number[] = [];
  for (let i = 0; i < config.workers; i++) cluster.fork();
  cluster.on('exit', (worker, code) => {
    if (!stopping) {
      console.error(`api worker ${worker.process.pid} exited (${code}); starting another`);
      cluster.fork();
      return;
    }
    exitCodes.push(code);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCodes.every((c) => c === 0) ? 0 : 1);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/** Starts the api: settings, database (migrated, seeded on first run), then one or several serving processes. */
async function main(): Promise<void> {
  const config = configOrExit();
  if (cluster.isWorker) return serve(config);
  const database = await prepareDatabase(config);
  if (config.workers === 1) return serve(config, database);
  await database.close();
  superviseWorkers(config);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
