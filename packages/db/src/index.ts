export type {
  Database,
  DatabaseHandle,
  Engine,
  Executor,
  RawQuery,
  RowsQueryResultHKT,
  Schema,
} from './database';
export { MIGRATIONS_FOLDER, migrate } from './migrate';
export { MEMORY, type OpenDatabaseOptions, openDatabase } from './open';
export * from './orm';
export { createDatabaseIfMissing } from './postgres-server';
export * as schema from './schema';
export * from './schema';
export { webInstanceToken } from './seed/build-reference';
export { DEFAULT_PRODUCT_COUNT, type GenerateOptions, generateSeedData } from './seed/generate';
export { isSeeded, type SeedOptions, type SeedResult, seed, wipe } from './seed/seed';
export { statement } from './statement';
