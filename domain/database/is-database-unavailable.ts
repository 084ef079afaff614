import { errorChain } from './error-chain';

/** The database cannot be reached at all. */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);

/** The server is shutting down, starting up or full (besides class 08, connection exceptions). */
const SERVER_UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Lost or unobtainable connections, which pg and knex report without a code. */
const CONNECTION_FAILURE_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error/,
  /^Knex: Timeout acquiring a connection/,
  /^Unable to acquire a connection/,
];

/**
 * True for real connection failures only, which mean "try again later" (503). Anything else the server says
 * about a statement — a value it refuses (a NUL byte: 22021, 22P05), a violated constraint — is not an
 * outage, whatever the message quotes.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of errorChain(error)) {
    if (typeof code === 'string') {
      if (NETWORK_ERROR_CODES.has(code)) return true;
      if (isSqlState(code)) return code.startsWith('08') || SERVER_UNAVAILABLE_SQLSTATES.has(code);
    } else if (typeof message === 'string' && CONNECTION_FAILURE_MESSAGES.some((m) => m.test(message))) {
      return true;
    }
  }
  return false;
}

/** The server's answer to a statement carries a five-character SQLSTATE. */
function isSqlState(code: string): boolean {
  return /^[0-9A-Z]{5}$/.test(code);
}
