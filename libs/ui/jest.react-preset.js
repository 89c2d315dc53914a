// Jest project for the React code (libs/ui and the apps): TSX through SWC, jsdom with Node's
// fetch classes (jest.environment.js), jest-dom matchers, specs under src/.
const path = require('path');
const { swcTransform, moduleNameMapper } = require('../../jest.preset');

/** @param {string} displayName */
function reactJestProject(displayName) {
  return {
    displayName,
    testEnvironment: path.join(__dirname, 'jest.environment.js'),
    transform: { '^.+\\.tsx?$': swcTransform({ jsx: true }) },
    moduleNameMapper,
    setupFilesAfterEnv: ['@testing-library/jest-dom'],
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    // Screens typed into with user-event take seconds on a busy 2-core machine; Jest's default 5 s
    // timed such a test out while it was still passing (LayerUploadWidget: 4 s alone under load).
    testTimeout: 20_000,
  };
}

module.exports = { reactJestProject };
