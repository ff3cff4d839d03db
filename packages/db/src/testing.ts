/**
 * `@stride/db/testing`: what tests need of the database and the api, the storefront and the
 * production entry (`@stride/db`) must not: fresh seeded databases per test file on either engine.
 */
export {
  openFreshTestDatabase,
  openTestDatabase,
  TEST_DATA_DIR,
  TEST_PRODUCT_COUNT,
  type TestDatabaseOptions,
} from './test-database';
