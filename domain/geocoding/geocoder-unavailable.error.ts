import { DomainError } from '../errors/domain-error';

/** The geocoding service could not answer: unreachable, too slow, or answering with an error or garbage. */
export class GeocoderUnavailableError extends DomainError {
  readonly kind = 'unavailable' as const;
  readonly code = 'GEOCODER_UNAVAILABLE';

  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}
