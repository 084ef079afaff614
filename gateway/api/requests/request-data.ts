import type { Request } from 'express';
import { z } from 'zod';
import { ApiError } from '../../errors/api-error';

/**
 * Checks the JSON types of `data` against a route's contract shape (unknown fields are refused), so the
 * graph receives well-typed variables; rules about content (blank names, country codes…) are the domain's.
 */
export function parseRequestData<T extends z.ZodType>(schema: T, req: Request): z.infer<T> {
  const result = schema.safeParse((req.body as { data: unknown }).data);
  if (result.success) return result.data;
  const invalidParams = result.error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        name: [...issue.path, key].join('.'),
        reason: 'is not a known field',
      }));
    }
    return [{ name: issue.path.join('.'), reason: issue.message }];
  });
  throw new ApiError('validation-error', invalidParams.map((p) => `${p.name}: ${p.reason}`).join('; '), {
    invalidParams,
  });
}

const typeName = (expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : `must be ${expected}`;

export const jsonString = () => z.string({ error: typeName('a string') });
export const jsonBoolean = () => z.boolean({ error: typeName('a boolean') });
export const jsonInteger = () =>
  z.number({ error: typeName('an integer') }).int({ error: 'must be an integer' });
export const jsonStringArray = () => z.array(jsonString(), { error: typeName('an array of strings') });
export const optional = <T extends z.ZodType>(schema: T) => schema.nullish();
