import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { projectRoot } from './project-root';
import type { NormExample, SourceProfile } from './types';

export interface SiteSeed {
  normExamples: NormExample[];
  sources: SourceProfile[];
}

/**
 * The bundled content in `data/site/` (norm examples gzip-compressed, sources as JSON), in catalog order. It is the
 * seed a loader puts into the database; the records already have the shape the renderers take.
 */
export function loadSiteSeed(): SiteSeed {
  const dir = path.join(projectRoot(), 'data', 'site');
  const normExamples = JSON.parse(
    zlib.gunzipSync(fs.readFileSync(path.join(dir, 'norm-examples.json.gz'))).toString('utf8'),
  ) as NormExample[];
  const sources = JSON.parse(fs.readFileSync(path.join(dir, 'sources.json'), 'utf8')) as SourceProfile[];
  return { normExamples, sources };
}
