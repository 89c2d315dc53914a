const { reactJestProject } = require('../ui/jest.react-preset');

module.exports = reactJestProject('shell');
