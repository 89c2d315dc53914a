const { swcTransform, moduleNameMapper } = require('../../jest.preset');

module.exports = {
  displayName: 'map',
  testEnvironment: 'node',
  // OpenLayers and its helpers ship ES modules only: let SWC transform them too.
  transform: { '^.+\\.(t|j)sx?$': swcTransform() },
  transformIgnorePatterns: ['/node_modules/(?!(ol|color-[a-z-]+|rbush|quickselect|earcut|pbf|@petamoriken|geotiff|quick-lru|lerc|zstddec|xml-utils|web-worker|parse-headers)/)'],
  moduleNameMapper,
  setupFiles: ['<rootDir>/jest.setup.js'],
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
