/**
 * The geocoding service could not answer: unreachable, too slow, or answering with an error or garbage.
 * Subject creation keeps the place without coordinates, so this never reaches a client.
 */
export class GeocoderUnavailableError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'GeocoderUnavailableError';
  }
}
