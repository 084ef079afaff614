import { z } from 'zod';
import { parseInput } from '../../validation/parse-input';
import { textField } from '../../validation/text-field';

import { DISPOSITION_RISKS } from '../../dispositions/disposition-risk';

const schema = z.object({
  risk: z.enum(DISPOSITION_RISKS, { error: `must be one of ${DISPOSITION_RISKS.join(', ')}` }),
  // What an auditor reads: several lines are fine, invisible control characters are not.
  justification: textField(5000, { multiline: true }),
});

/** An analyst's decision on a result must say why: the record is what an auditor reads. */
export function parseDisposition(input: { risk: string; justification: string }) {
  return parseInput(schema, input);
}
