import { DatabaseError } from 'pg';
import { isDatabaseUnavailable } from '../../domain/database/is-database-unavailable';

/** An error as pg reports the server's ErrorResponse. */
function serverError(code: string, message: string): DatabaseError {
  const error = new DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

function networkError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a NUL byte in a value (22021)',
      serverError('22021', 'invalid byte sequence for encoding "UTF8": 0x00'),
    ],
    ['a NUL escape in JSON (22P05)', serverError('22P05', 'unsupported Unicode escape sequence')],
    ['a unique violation (23505)', serverError('23505', 'duplicate key value violates unique constraint')],
    [
      'a refused value that quotes connection words',
      serverError('22P02', 'invalid input syntax for type uuid: "Connection terminated unexpectedly"'),
    ],
    ['a bug of ours', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('is false for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it.each([
    ['a refused connection', networkError('ECONNREFUSED')],
    ['a reset connection', networkError('ECONNRESET')],
    [
      'a server shutting down (57P01)',
      serverError('57P01', 'terminating connection due to administrator command'),
    ],
    ['a connection failure (08006)', serverError('08006', 'connection failure')],
    ['too many connections (53300)', serverError('53300', 'sorry, too many clients already')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a wrapped refused connection', new Error('query failed', { cause: networkError('ECONNREFUSED') })],
  ])('is true for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
