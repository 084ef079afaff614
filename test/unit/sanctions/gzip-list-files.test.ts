import { gzipSync } from 'node:zlib';
import { ListParseError } from '../../../domain/sanctions/ingest';
import { decodeListText } from '../../../domain/sanctions/ingest/decode-text';
import { gunzipIfGzip } from '../../../domain/sanctions/ingest/gunzip-if-gzip';

describe('gzip list files', () => {
  const text = '"Name","Street_Address"\n"MÜLLER, Jörg","Hauptstraße 1"\n';
  const gzipped = gzipSync(Buffer.from(text, 'utf8'));

  it('unpacks gzip data and passes other bytes through', () => {
    expect(gunzipIfGzip(gzipped).toString('utf8')).toBe(text);
    expect(gunzipIfGzip(Buffer.from(text, 'utf8')).toString('utf8')).toBe(text);
    expect(gunzipIfGzip(Buffer.alloc(0))).toHaveLength(0);
  });

  it('reads a gzipped list file as its text and names a truncated one as a parse error of the list', () => {
    expect(decodeListText('us_bis_denied', gzipped)).toBe(text);
    expect(() => decodeListText('us_bis_denied', gzipped.subarray(0, gzipped.length - 8))).toThrow(
      ListParseError,
    );
  });
});
