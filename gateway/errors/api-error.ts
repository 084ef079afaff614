import { ERROR_TYPES, type ErrorType } from './error-types';

export interface InvalidParam {
  /** The rejected field in the contract's (snake_case) names, e.g. `places.0.place`. */
  name: string;
  reason: string;
}

/** An error the gateway answers on purpose; everything else becomes `internal-error`. */
export class ApiError extends Error {
  readonly status: number;
  readonly title: string;

  constructor(
    readonly errorType: ErrorType,
    readonly details: string,
    readonly options: { headers?: Record<string, string>; invalidParams?: InvalidParam[] } = {},
  ) {
    super(details);
    this.status = ERROR_TYPES[errorType].status;
    this.title = ERROR_TYPES[errorType].title;
  }
}
