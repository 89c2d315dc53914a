const { swcTransform, moduleNameMapper } = require('../../jest.preset');

// Fixed zone so the `_str` display strings (local time) are the same on every machine.
process.env.TZ = 'Asia/Seoul';

module.exports = {
  displayName: 'api-client',
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': swcTransform() },
  moduleNameMapper,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
