/**
 * A long computation written as a generator that pauses (`yield`) between steps: run at once where
 * nothing else waits (tests, benchmarks), or step by step so the event loop keeps answering requests
 * between the steps (rebuilding the match index while the old one serves).
 */
export function runSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs the steps, letting pending I/O and timers run after each. */
export async function runStepsYielding<T>(steps: Generator<void, T>): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
