/**
 * Whether an error means a backing service (PostgreSQL or Redis) is unreachable or going away,
 * rather than a fault in the request or the code: such requests answer 503 "temporarily
 * unavailable" (the client may retry), not 500.
 */

// Network errors of a connection attempt or a dropped connection.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// PostgreSQL SQLSTATE classes 08 (connection exception) and 57P (operator intervention:
// admin shutdown, crash shutdown, cannot connect now), and 53300 (too many connections).
const PG_UNAVAILABLE = /^(08\d{3}|57P0[1-3]|53300)$/;
const MESSAGES = [
  /Connection terminated/i,
  /terminating connection due to administrator command/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  // ioredis while Redis is down.
  /Connection is closed/i,
  /Reached the max retries per request limit/i,
  /Stream isn't writeable/i,
];

export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const e = error as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || PG_UNAVAILABLE.test(e.code))) return true;
  if (typeof e.message === 'string' && MESSAGES.some((re) => re.test(e.message as string))) return true;
  // TypeORM's QueryFailedError keeps the driver's error; AggregateError (dual-stack connects) its parts.
  if (isServiceUnavailable(e.driverError, depth + 1) || isServiceUnavailable(e.cause, depth + 1)) return true;
  return Array.isArray(e.errors) && e.errors.some((x) => isServiceUnavailable(x, depth + 1));
}
