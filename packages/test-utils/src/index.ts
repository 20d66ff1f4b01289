// Test helpers for Manzil services: env-URL-first servers, test contexts, admin tokens, app builders.

export {
  dockerEngineAnswers,
  natsForTests,
  postgresForTests,
  type TestServer,
} from '@manzil/test-servers';
export { catalogListing } from './catalog-listing.ts';
export { dropDatabasesStartingWith, freshDatabaseName, withDatabase } from './database-names.ts';
export { TEST_EMIRATES, testArea } from './places.ts';
export { expectPublicListing } from './public-listing.ts';
export { expectQueryRefusals } from './refusals.ts';
export {
  buildTestContext,
  signTestAdminToken,
  type TestAdminClaims,
  type TestContext,
  type TestContextOptions,
} from './test-context.ts';
export { waitFor } from './wait.ts';
export { buildTestApp, type TestApp, type TestAppOptions, withApp } from './with-app.ts';
