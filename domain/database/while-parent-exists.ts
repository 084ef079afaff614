import type { NotFoundError } from '../errors';
import { errorChain } from './error-chain';

/** PostgreSQL's foreign_key_violation. */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Runs a write that refers to a record read just before. When a concurrent delete (of the search, the
 * subject) removed that record in between, PostgreSQL refuses the reference, and the caller gets `gone`, the
 * 404 it would have had a moment later, instead of a 500.
 */
export async function whileParentExists<T>(write: () => Promise<T>, gone: () => NotFoundError): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw gone();
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  for (const { code } of errorChain(error)) if (code === FOREIGN_KEY_VIOLATION) return true;
  return false;
}
