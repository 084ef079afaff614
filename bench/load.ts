import { fork } from 'node:child_process';
import path from 'node:path';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/**
 * Drives `urls` (round-robin) for `seconds` with autocannon from a separate process, so the load
 * generator does not share the server's event loop.
 */
export function runLoad(
  urls: string[],
  headers: Record<string, string>,
  seconds: number,
  connections = 20,
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'load-worker.js'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (message) => resolve(message as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load worker exited with ${code}`)));
    child.send({ urls, headers, seconds, connections });
  });
}
