const { reactJestProject } = require('../../libs/ui/jest.react-preset');

module.exports = reactJestProject('admin');
