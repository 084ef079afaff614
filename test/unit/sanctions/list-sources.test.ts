import {
  type EntityCounts,
  hasBundledSnapshot,
  isSuspiciousShrink,
  LIST_SOURCES,
  ListParseError,
  readBundledSnapshot,
} from '../../../domain/sanctions/ingest';
import { bundledSnapshotDir } from '../../../domain/sanctions/ingest/read-bundled-snapshot';

describe('LIST_SOURCES', () => {
  it('lists every source with official URLs, and bundles all but EU and UK', () => {
    expect(LIST_SOURCES.map((s) => s.name)).toEqual([
      'us_ofac_sdn',
      'un_sc_sanctions',
      'us_trade_csl',
      'us_bis_denied',
      'us_congress',
      'eu_fsf',
      'gb_hmt_sanctions',
    ]);
    expect(LIST_SOURCES.flatMap((s) => s.files.map((f) => f.url))).toEqual([
      'https://www.treasury.gov/ofac/downloads/sdn.csv',
      'https://www.treasury.gov/ofac/downloads/add.csv',
      'https://www.treasury.gov/ofac/downloads/alt.csv',
      'https://www.treasury.gov/ofac/downloads/sdn_comments.csv',
      'https://scsanctions.un.org/resources/xml/en/consolidated.xml',
      'https://data.trade.gov/downloadable_consolidated_screening_list/v1/consolidated.csv',
      'https://www.bis.doc.gov/dpl/dpl.txt',
      'https://data.opensanctions.org/datasets/latest/us_congress/senzing.json',
      'https://webgate.ec.europa.eu/fsd/fsf/public/files/csvFullSanctionsList_1_1/content?token=dG9rZW4tMjAxNw',
      'https://ofsistorage.blob.core.windows.net/publishlive/2022format/ConList.csv',
    ]);
    expect(LIST_SOURCES.filter(hasBundledSnapshot).map((s) => s.name)).toEqual([
      'us_ofac_sdn',
      'un_sc_sanctions',
      'us_trade_csl',
      'us_bis_denied',
      'us_congress',
    ]);
  });

  it('reports a missing required file as ListParseError', () => {
    const ofac = LIST_SOURCES[0];
    expect(() => ofac.parse({ 'add.csv': '' })).toThrow(ListParseError);
  });
});

describe('bundled snapshots', () => {
  it('are found from the sources and read gunzipped', () => {
    expect(bundledSnapshotDir()).toMatch(/data[\\/]sanctions$/);
    expect(readBundledSnapshot('dpl.txt.gz').toString('utf8', 0, 6)).toBe('"Name"');
  });
});

describe('isSuspiciousShrink', () => {
  const counts = (total: number): EntityCounts => ({
    total,
    bySchema: { INDIVIDUAL: total, ORGANISATION: 0, VESSEL: 0, AIRCRAFT: 0 },
    byDataset: {},
  });

  it('flags a list that lost more than a fifth of its entities since the last version', () => {
    expect(isSuspiciousShrink(counts(8976), counts(8900))).toBe(false);
    expect(isSuspiciousShrink(counts(8976), counts(4000))).toBe(true);
    expect(isSuspiciousShrink(counts(0), counts(10))).toBe(false);
  });
});
