import { DomainError } from '../../errors/domain-error';

/**
 * A downloaded or bundled list file is not in the format its parser knows: wrong columns, broken
 * CSV/XML/JSON, or nothing listed at all. The list source is then unusable, hence 'unavailable'.
 */
export class ListParseError extends DomainError {
  readonly kind = 'unavailable' as const;
  readonly code = 'LIST_PARSE_ERROR';

  constructor(
    /** Dataset name of the list that failed. */
    readonly dataset: string,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(`${dataset}: ${message}`);
  }
}
