/**
 * A downloaded or bundled list file is not in the format its parser knows: wrong columns, broken
 * CSV/XML/JSON, or nothing listed at all. A refresh then keeps the previous version of the list.
 */
export class ListParseError extends Error {
  constructor(
    /** Dataset name of the list that failed. */
    readonly dataset: string,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(`${dataset}: ${message}`);
    this.name = 'ListParseError';
  }
}
