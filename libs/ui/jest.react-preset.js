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
  };
}

module.exports = { reactJestProject };
