import { QueryFailedError } from 'typeorm';
import { isServiceUnavailable } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isServiceUnavailable', () => {
  it('recognises a database or Redis that cannot be reached or is going away', () => {
    expect(isServiceUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isServiceUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isServiceUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isServiceUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isServiceUnavailable(new QueryFailedError('SELECT 1', [], withCode('server closed the connection unexpectedly', '08006')))).toBe(true);
    expect(isServiceUnavailable(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]))).toBe(true);
    expect(isServiceUnavailable(new Error('Connection is closed.'))).toBe(true);
    expect(isServiceUnavailable(new Error('Reached the max retries per request limit (which is 2).'))).toBe(true);
  });

  it('leaves faults of the request or the code alone', () => {
    expect(isServiceUnavailable(new QueryFailedError('INSERT', [], withCode('duplicate key value violates unique constraint', '23505')))).toBe(false);
    expect(isServiceUnavailable(withCode('syntax error at or near "x"', '42601'))).toBe(false);
    expect(isServiceUnavailable(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isServiceUnavailable(null)).toBe(false);
  });
});
