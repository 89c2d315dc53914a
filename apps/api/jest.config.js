const { swcTransform, moduleNameMapper } = require('../../jest.preset');

/** API tests: unit specs next to the code, e2e specs (supertest) against a real PostgreSQL/PostGIS and Redis. */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': swcTransform() },
  moduleNameMapper,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  setupFiles: ['<rootDir>/test/support/env.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  testTimeout: 30000,
};
