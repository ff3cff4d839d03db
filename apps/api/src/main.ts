import { createDatabaseIfMissing, isSeeded, migrate, openDatabase, seed } from '@stride/db';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

/** Starts the api: settings, database (migrated, seeded on first run), listen, clean stop. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

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

  const app = await buildApp(config, { database });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    try {
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

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Stride api on http://${config.host}:${config.port} (${database.engine}), docs at /api/docs`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
