const { swcTransform, moduleNameMapper } = require('../../jest.preset');
module.exports = {
  displayName: 'domain',
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': swcTransform() },
  moduleNameMapper,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
