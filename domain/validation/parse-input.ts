import type { z } from 'zod';
import { ValidationError } from '../errors';

/**
 * Checks input against a domain schema: the one place where a rule's failure becomes a
 * ValidationError naming each rejected field (dotted paths in the domain's names, `places.0.place`).
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ValidationError(
    result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
  );
}
