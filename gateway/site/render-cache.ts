import { createHash } from 'node:crypto';

/** A response body ready to send, with its validators. */
export interface Representation {
  body: string;
  contentType: string;
  /** Strong: a hash of the exact bytes. */
  etag: string;
  /** When this representation was rendered: it cannot have changed earlier in this process. */
  lastModified: Date;
}

export function representation(body: string, contentType: string): Representation {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32);
  const lastModified = new Date(Math.floor(Date.now() / 1000) * 1000);
  return { body, contentType, etag: `"${hash}"`, lastModified };
}

/**
 * Rendered pages by route and format, for one content version: a page read under another version empties the cache,
 * so a change of the store (any row, see the content revision) is never answered from stale renders.
 */
export class RenderCache {
  private version: string | null = null;
  private readonly entries = new Map<string, Representation>();

  get(version: string, key: string): Representation | undefined {
    return version === this.version ? this.entries.get(key) : undefined;
  }

  put(version: string, key: string, value: Representation): void {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    this.entries.set(key, value);
  }
}
