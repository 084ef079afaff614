import { z } from 'zod';
import { parseInput } from '../validation/parse-input';
import { textField } from '../validation/text-field';
import { SUBJECT_LIMITS } from './subject-draft';

/**
 * A filter by the caller's own subject reference, checked as the reference is when stored: a control
 * character (a NUL byte, which PostgreSQL cannot even compare) or an over-long one is a 400 naming `field`,
 * not a search for it. Empty means no filter.
 */
export function parseInternalIdFilter(value: string | null | undefined, field: string): string | null {
  if (!value) return null;
  return parseInput(z.object({ [field]: textField(SUBJECT_LIMITS.internalIdLength) }), { [field]: value })[
    field
  ] as string;
}
