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
export {
  IMPORT_BATCH_ROWS,
  importPickupPoints,
  type PickupPointImport,
} from './pickup-points/import-pickup-points';
export {
  compactZip,
  feedRows,
  foldText,
  type PacketaBranch,
  PacketaBranchSchema,
  PacketaFeedSchema,
  type PickupPointRow,
  pickupPointRow,
  pickupSearchText,
} from './pickup-points/packeta-feed';
export { readSeedPacketaFeed, SEED_PACKETA_FEED_PATH } from './pickup-points/seed-feed';
export { createDatabaseIfMissing } from './postgres-server';
export * as schema from './schema';
export * from './schema';
export { webInstanceToken } from './seed/build-reference';
export { DEFAULT_PRODUCT_COUNT, type GenerateOptions, generateSeedData } from './seed/generate';
export { isSeeded, type SeedOptions, type SeedResult, seed, wipe } from './seed/seed';
export { type PreparedSql, preparableSql, statement } from './statement';
