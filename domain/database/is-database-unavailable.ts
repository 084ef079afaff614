/** Network-level failures and server states (SQLSTATE class 08, 57P0x, 53300) mean "try again later", not a bug. */
const UNAVAILABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'Knex: Timeout acquiring a connection',
  'Unable to acquire a connection',
  'connect ECONNREFUSED',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_NETWORK_CODES.has(code)) return true;
      if (
        code.startsWith('08') ||
        code === '57P01' ||
        code === '57P02' ||
        code === '57P03' ||
        code === '53300'
      )
        return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    e = cause ?? (e as { previous?: unknown }).previous;
  }
  return false;
}
