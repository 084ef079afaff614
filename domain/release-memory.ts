/**
 * A full garbage collection now, when the process allows it (`npm start` runs node with --expose-gc).
 * Called where a large structure has just become garbage and a large one is about to be built (the
 * match index): V8 would otherwise grow the heap to hold both, and the resident size with it.
 */
export function releaseMemory(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
