import { countryCode } from './country-codes';
import { decodeListText } from './decode-text';
import { cleanText, finaliseEntity, newEntityDraft, type EntityDraft } from './entity-draft';
import { ListParseError } from './list-parse.error';
import { listParseResult, type ListParseResult, warnUnresolvedCountries } from './list-parse-result';
import type { Dataset, EntitySchema } from './listed-entity';
import { ofacProgram, splitOfacProgramCodes } from './ofac-programs';
import { applyOfacRemarks, type RemarkContext } from './ofac-remarks';
import { parseTonnage } from './parse-tonnage';
import { ProgramCache } from './program-cache';
import { forEachCsvRow } from './read-csv';
import { TOPICS } from './topics';

export const OFAC_SDN_DATASET: Dataset = {
  name: 'us_ofac_sdn',
  title: 'OFAC Specially Designated Nationals and Blocked Persons List (SDN)',
  summary:
    'Individuals, companies, vessels and aircraft whose property in the US is blocked and with whom US persons ' +
    'may not deal, designated by the US Treasury under its sanctions programs.',
  url: 'https://ofac.treasury.gov/specially-designated-nationals-and-blocked-persons-list-sdn-human-readable-lists',
  tags: [
    { category: 'issuer', value: 'US' },
    { category: 'publisher', value: 'OFAC' },
    { category: 'type', value: 'sanctions' },
  ],
};

/** The four files of OFAC's legacy CSV distribution; only sdn.csv is indispensable. */
export interface OfacSdnFiles {
  sdn: string | Buffer;
  add?: string | Buffer;
  alt?: string | Buffer;
  comments?: string | Buffer;
}

const SDN_MEASURES = ['asset freeze', 'prohibition of dealings with U.S. persons'];
const DOS_END_OF_FILE = '\u001a';
const DETAILS_URL = 'https://sanctionssearch.ofac.treas.gov/Details.aspx?id=';
const SCHEMAS: Record<string, EntitySchema> = {
  individual: 'INDIVIDUAL',
  '-0-': 'ORGANISATION',
  vessel: 'VESSEL',
  aircraft: 'AIRCRAFT',
};

/** '-0-' is OFAC's empty cell. */
const value = (cell: string | undefined): string => {
  const text = cleanText(cell);
  return text === '-0-' ? '' : text;
};

/** Each row of one OFAC file, checked for its cell count and numeric ent_num (DOS end-of-file mark dropped). */
function forEachOfacRow(
  content: string | Buffer,
  file: string,
  columns: number,
  onRow: (cells: string[]) => void,
): void {
  const text = decodeListText(OFAC_SDN_DATASET.name, content).replaceAll(DOS_END_OF_FILE, '');
  forEachCsvRow(OFAC_SDN_DATASET.name, text, (cells, line) => {
    if (cells.length < columns || !/^\d+$/.test(cells[0].trim())) {
      throw new ListParseError(OFAC_SDN_DATASET.name, `${file} line ${line} is not an OFAC record`);
    }
    onRow(cells);
  });
}

function sdnEntity(
  cells: string[],
  programs: ProgramCache,
  remarks: string,
  ctx: RemarkContext,
): EntityDraft {
  const [entNum, name, type, programCodes, title, callSign, vesselType, tonnage, grt, flag, owner] =
    cells.map(value);
  const schema = SCHEMAS[type.toLowerCase() || '-0-'];
  if (!schema) throw new ListParseError(OFAC_SDN_DATASET.name, `ent_num ${entNum}: unknown type "${type}"`);
  const entity = newEntityDraft({ sourceId: entNum, dataset: OFAC_SDN_DATASET.name, schema, name });
  entity.programs = splitOfacProgramCodes(programCodes).map((code) =>
    ofacProgram(programs, 'SDN', code, SDN_MEASURES),
  );
  entity.topics.push(TOPICS.sanction);
  entity.sourceUrls.push(`${DETAILS_URL}${entNum}`);
  if (title) entity.positions.push(title);
  if (callSign) entity.callSigns.push(callSign);
  if (vesselType) entity.vesselTypes.push(vesselType);
  // OFAC's "Tonnage" is the deadweight (a VLCC shows ~300,000 there against ~160,000 GRT).
  entity.deadweightTonnage = parseTonnage(tonnage);
  entity.grossRegisteredTonnage = parseTonnage(grt);
  if (flag) {
    const code = countryCode(flag);
    if (code) entity.flags.push(code);
    else ctx.unresolvedCountries.add(flag);
  }
  if (owner) entity.vesselOwners.push(owner);
  applyOfacRemarks(entity, remarks, ctx);
  return entity;
}

function addAddresses(byId: Map<string, EntityDraft>, content: string | Buffer, ctx: RemarkContext): number {
  let orphans = 0;
  forEachOfacRow(content, 'add.csv', 6, (cells) => {
    const [entNum, , street, cityLine, country, remarks] = cells.map(value);
    const entity = byId.get(entNum);
    if (!entity) {
      orphans += 1;
      return;
    }
    const full = [street, cityLine, country].filter(Boolean).join(', ');
    const code = countryCode(country);
    if (country && !code) ctx.unresolvedCountries.add(country);
    // A row with only a country is a country of the entity, not an address.
    if (street || cityLine) entity.addresses.push(code ? { full, countryCode: code } : { full });
    if (code) entity.countries.push(code);
    if (remarks) entity.notes.push(`Address ${full}: ${remarks}`);
  });
  return orphans;
}

function addAlternateNames(byId: Map<string, EntityDraft>, content: string | Buffer): number {
  let orphans = 0;
  forEachOfacRow(content, 'alt.csv', 5, (cells) => {
    const [entNum, , type, name, note] = cells.map(value);
    const entity = byId.get(entNum);
    if (!entity) {
      orphans += 1;
    } else if (type.toLowerCase() === 'fka') {
      entity.previousNames.push(name);
    } else {
      // aka and nka ("now known as") are both names the entity goes by.
      entity.aliases.push({ name, quality: 'strong', ...(note && { note }) });
    }
  });
  return orphans;
}

/** sdn_comments.csv continues remarks cut off at sdn.csv's cell limit, mid-word: joined without a separator. */
function remarkOverflow(content: string | Buffer | undefined): Map<string, string> {
  const overflow = new Map<string, string>();
  if (content === undefined) return overflow;
  forEachOfacRow(content, 'sdn_comments.csv', 2, ([entNum, ...rest]) => {
    overflow.set(entNum.trim(), (overflow.get(entNum.trim()) ?? '') + rest.join(','));
  });
  return overflow;
}

/** Parses OFAC's SDN list from its CSV files (sdn.csv with add.csv, alt.csv and sdn_comments.csv). */
export function parseOfacSdn(files: OfacSdnFiles): ListParseResult {
  const ctx: RemarkContext = { unresolvedCountries: new Set(), undatedTexts: new Set() };
  const programs = new ProgramCache();
  const overflow = remarkOverflow(files.comments);
  const byId = new Map<string, EntityDraft>();
  forEachOfacRow(files.sdn, 'sdn.csv', 12, (cells) => {
    // Raw cell: the overflow may continue right after a space the cut left at the end.
    const remarks = (value(cells[11]) ? cells[11] : '') + (overflow.get(cells[0].trim()) ?? '');
    const entity = sdnEntity(cells, programs, remarks, ctx);
    if (byId.has(entity.sourceId)) {
      throw new ListParseError(OFAC_SDN_DATASET.name, `ent_num ${entity.sourceId} appears twice`);
    }
    byId.set(entity.sourceId, entity);
  });
  const warnings: string[] = [];
  const orphanAddresses = files.add === undefined ? 0 : addAddresses(byId, files.add, ctx);
  const orphanNames = files.alt === undefined ? 0 : addAlternateNames(byId, files.alt);
  if (orphanAddresses + orphanNames > 0) {
    warnings.push(`${orphanAddresses} addresses and ${orphanNames} names refer to no SDN entry`);
  }
  warnUnresolvedCountries(warnings, ctx.unresolvedCountries);
  if (ctx.undatedTexts.size > 0)
    warnings.push(`unreadable dates kept as notes: ${[...ctx.undatedTexts].join('; ')}`);
  return listParseResult(OFAC_SDN_DATASET, [...byId.values()].map(finaliseEntity), warnings);
}
