/** How far a wrapped error is followed (MikroORM's `previous`, Node's `cause`). */
const MAX_DEPTH = 5;

/** The error and what it wraps, outermost first: drivers and the ORM wrap the server's answer. */
export function* errorChain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e: unknown = error, depth = 0; e && depth < MAX_DEPTH; depth++) {
    yield e as { code?: unknown; message?: unknown };
    const { cause, previous } = e as { cause?: unknown; previous?: unknown };
    e = cause ?? previous;
  }
}
