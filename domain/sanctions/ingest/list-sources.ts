import { BIS_DENIED_PERSONS_DATASET, parseBisDeniedPersons } from './bis-denied-persons.parser';
import { US_CSL_DATASET } from './csl-sources';
import { EU_FSF_DATASET, parseEuFsf } from './eu-fsf.parser';
import { ListParseError } from './list-parse.error';
import type { ListParseResult } from './list-parse-result';
import { OFAC_SDN_DATASET, parseOfacSdn } from './ofac-sdn.parser';
import { parseSenzingPep, US_CONGRESS_DATASET } from './senzing-pep.parser';
import { UK_OFSI_DATASET, parseUkOfsi } from './uk-ofsi.parser';
import { parseUnConsolidated, UN_SC_DATASET } from './un-consolidated.parser';
import { parseUsConsolidated } from './us-consolidated.parser';

export interface ListFile {
  /** Name the parser knows the file by. */
  fileName: string;
  /** Official download address (default; configurable by the caller). */
  url: string;
  required: boolean;
  /** File in data/sanctions/ holding the bundled snapshot, when there is one. */
  bundledSnapshot?: string;
}

/** Contents of a list's files by `fileName`, as downloaded or read from the bundle. */
export type ListFileContents = Readonly<Record<string, string | Buffer | undefined>>;

export interface ListSource {
  /** Dataset name of the list (for the CSL the umbrella; its lists are child datasets). */
  name: string;
  title: string;
  files: readonly ListFile[];
  parse(contents: ListFileContents): ListParseResult;
}

function required(contents: ListFileContents, source: string, fileName: string): string | Buffer {
  const content = contents[fileName];
  if (content === undefined) throw new ListParseError(source, `${fileName} is missing`);
  return content;
}

/** One file, one parser: every list but OFAC's. */
function singleFileSource(
  name: string,
  title: string,
  file: Omit<ListFile, 'required'>,
  parse: (content: string | Buffer) => ListParseResult,
): ListSource {
  return {
    name,
    title,
    files: [{ ...file, required: true }],
    parse: (contents) => parse(required(contents, name, file.fileName)),
  };
}

const OFAC_DOWNLOADS = 'https://www.treasury.gov/ofac/downloads';

/** The lists the platform ingests, with their official download addresses and bundled snapshots. */
export const LIST_SOURCES: readonly ListSource[] = [
  {
    name: OFAC_SDN_DATASET.name,
    title: OFAC_SDN_DATASET.title,
    files: ['sdn.csv', 'add.csv', 'alt.csv', 'sdn_comments.csv'].map((fileName) => ({
      fileName,
      url: `${OFAC_DOWNLOADS}/${fileName}`,
      required: fileName === 'sdn.csv',
      bundledSnapshot: `${fileName}.gz`,
    })),
    parse: (contents) =>
      parseOfacSdn({
        sdn: required(contents, OFAC_SDN_DATASET.name, 'sdn.csv'),
        add: contents['add.csv'],
        alt: contents['alt.csv'],
        comments: contents['sdn_comments.csv'],
      }),
  },
  singleFileSource(
    UN_SC_DATASET.name,
    UN_SC_DATASET.title,
    {
      fileName: 'consolidated.xml',
      url: 'https://scsanctions.un.org/resources/xml/en/consolidated.xml',
      bundledSnapshot: 'UN_consolidated.xml.gz',
    },
    parseUnConsolidated,
  ),
  singleFileSource(
    US_CSL_DATASET.name,
    US_CSL_DATASET.title,
    {
      fileName: 'consolidated.csv',
      url: 'https://data.trade.gov/downloadable_consolidated_screening_list/v1/consolidated.csv',
      bundledSnapshot: 'consolidated.csv.gz',
    },
    parseUsConsolidated,
  ),
  singleFileSource(
    BIS_DENIED_PERSONS_DATASET.name,
    BIS_DENIED_PERSONS_DATASET.title,
    { fileName: 'dpl.txt', url: 'https://www.bis.doc.gov/dpl/dpl.txt', bundledSnapshot: 'dpl.txt.gz' },
    parseBisDeniedPersons,
  ),
  singleFileSource(
    US_CONGRESS_DATASET.name,
    US_CONGRESS_DATASET.title,
    {
      fileName: 'senzing.json',
      url: 'https://data.opensanctions.org/datasets/latest/us_congress/senzing.json',
      bundledSnapshot: 'us_congress_senzing.json.gz',
    },
    (content) => parseSenzingPep(content),
  ),
  singleFileSource(
    EU_FSF_DATASET.name,
    EU_FSF_DATASET.title,
    {
      fileName: 'csvFullSanctionsList_1_1.csv',
      url: 'https://webgate.ec.europa.eu/fsd/fsf/public/files/csvFullSanctionsList_1_1/content?token=dG9rZW4tMjAxNw',
    },
    parseEuFsf,
  ),
  singleFileSource(
    UK_OFSI_DATASET.name,
    UK_OFSI_DATASET.title,
    {
      fileName: 'ConList.csv',
      url: 'https://ofsistorage.blob.core.windows.net/publishlive/2022format/ConList.csv',
    },
    parseUkOfsi,
  ),
];
