import type { ListParseResult } from '../ingest';

/**
 * The contract gives every dataset an `updated_at`. Where the file says when the publisher made it (UN, EU, UK,
 * BIS, US Congress), the parser has set it; every other dataset of the file (OFAC SDN, the US CSL and its lists)
 * gets `fallback`: the publisher's date of the download (HTTP Last-Modified) if it had one, else when our copy
 * was fetched.
 */
export function datedDatasets(result: ListParseResult, fallback: string): ListParseResult {
  const dated = <D extends { updatedAt?: string }>(dataset: D): D =>
    dataset.updatedAt ? dataset : { ...dataset, updatedAt: fallback };
  return { ...result, dataset: dated(result.dataset), childDatasets: result.childDatasets.map(dated) };
}
