import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { NormExample, SourceProfile } from '../../content/types';

export interface SiteSeed {
  normExamples: NormExample[];
  sources: SourceProfile[];
}

/**
 * The bundled content in `data/site/` in the shape the renderers take, for tests that compare pages with
 * the seed. (The service reads the seed through domain/site/site-seed-reader.ts into the database.)
 */
export function loadSiteSeed(): SiteSeed {
  const dir = path.resolve(__dirname, '../../data/site');
  const normExamples = JSON.parse(
    zlib.gunzipSync(fs.readFileSync(path.join(dir, 'norm-examples.json.gz'))).toString('utf8'),
  ) as NormExample[];
  const sources = JSON.parse(fs.readFileSync(path.join(dir, 'sources.json'), 'utf8')) as SourceProfile[];
  return { normExamples, sources };
}
