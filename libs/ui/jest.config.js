const { reactJestProject } = require('./jest.react-preset');

module.exports = reactJestProject('ui');
