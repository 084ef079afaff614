import { DISPOSITION_ORIGINS, EXECUTION_STATUSES } from '../../../domain/media/searches/media-search-records';
import { NAME_FUZZINESS } from '../../../domain/media/searches/configuration-draft';
import { MATCH_TYPES } from '../../../domain/media/subject-match/match-types';
import { enumOf } from '../enum-of';

export const ExecutionStatusEnum = enumOf(
  EXECUTION_STATUSES,
  'MediaExecutionStatus',
  'INITIATED → IN_PROGRESS → COMPLETED, or FAILED (with a reason) once retries are spent.',
);

export const DispositionOriginEnum = enumOf(
  DISPOSITION_ORIGINS,
  'DispositionOrigin',
  "AUTOMATIC: the platform's assessment; ANALYST: an analyst's decision (also when carried over).",
);

export const NameFuzzinessEnum = enumOf(
  NAME_FUZZINESS,
  'NameFuzziness',
  'STRICT: the name as written; STANDARD: also transliteration, order, inflections, initials, legal forms; BROAD: also typos and surname plus initial.',
);

export const MatchTypeEnum = enumOf(
  Object.keys(MATCH_TYPES) as (keyof typeof MATCH_TYPES)[],
  'MatchType',
  'How surely two values agree, each type with a fixed score (see the README).',
);
