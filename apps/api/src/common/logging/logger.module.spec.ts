import { prettyLogs } from './logger.module';

describe('log format (LOG_FORMAT)', () => {
  it('writes readable lines to a terminal outside production when left on auto', () => {
    expect(prettyLogs('auto', true, 'development')).toBe(true);
    expect(prettyLogs('auto', true, undefined)).toBe(true);
  });

  it('keeps JSON for pipes, containers and production on auto', () => {
    expect(prettyLogs('auto', false, 'development')).toBe(false);
    expect(prettyLogs('auto', true, 'production')).toBe(false);
  });

  it('follows an explicit choice', () => {
    expect(prettyLogs('json', true, 'development')).toBe(false);
    expect(prettyLogs('pretty', false, 'production')).toBe(true);
  });
});
