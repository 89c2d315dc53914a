const { swcTransform, moduleNameMapper } = require('../../jest.preset');

// Browser tests: the built API + worker (global-setup) driven by Playwright through the
// system Chromium. One test file at a time, generous timeouts.
module.exports = {
  displayName: 'e2e',
  testEnvironment: '<rootDir>/src/support/e2e.environment.ts',
  transform: { '^.+\\.ts$': swcTransform() },
  moduleNameMapper,
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/src/support/setup-browser.ts'],
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  testTimeout: 60_000,
  maxWorkers: 1,
};
