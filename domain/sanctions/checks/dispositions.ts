import { z } from 'zod';
import { ValidationError } from '../../errors';

export const DISPOSITION_RISKS = ['RISKY', 'NOT_RISKY', 'UNDETERMINED'] as const;
export type DispositionRisk = (typeof DISPOSITION_RISKS)[number];

const schema = z.object({
  risk: z.enum(DISPOSITION_RISKS, { error: `must be one of ${DISPOSITION_RISKS.join(', ')}` }),
  justification: z
    .string({ error: 'must be a string' })
    .trim()
    .min(1, { error: 'must not be blank: say why' })
    .max(5000, { error: 'must be at most 5000 characters' }),
});

/** An analyst's decision on a result must say why: the record is what an auditor reads. */
export function parseDisposition(input: { risk?: unknown; justification?: unknown }) {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new ValidationError(
      result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
    );
  }
  return result.data;
}
