import { ISSUERS } from './issuers';
import type { Dataset, EntitySchema, Issuer, Topic } from './listed-entity';
import { TOPICS } from './topics';

/** One of the lists the US Consolidated Screening List bundles, told apart by the abbreviation in `source`. */
export interface CslSource {
  /** As in the `source` cell: "EL", "NS-MBS List". */
  abbreviation: string;
  /** Prefix of the list's program ids: "EL", "NS-MBS". */
  code: string;
  dataset: Dataset;
  issuer: Issuer;
  topic: Topic;
  /** Treasury lists carry OFAC program tags; their programs are OFAC programs. */
  ofacProgramTags: boolean;
  measures: string[];
  /** The BIS and State lists give no entity type: what a name without company words is taken for. */
  defaultSchema: EntitySchema;
}

const CSL_URL = 'https://www.trade.gov/consolidated-screening-list';

function source(
  abbreviation: string,
  name: string,
  title: string,
  issuer: Issuer,
  topic: Topic,
  measures: string[],
  defaultSchema: EntitySchema = 'ORGANISATION',
): CslSource {
  const type =
    topic === TOPICS.sanction ? 'sanctions' : topic === TOPICS.debarment ? 'debarment' : 'export-control';
  return {
    abbreviation,
    code: abbreviation.replace(/ List$/, ''),
    dataset: {
      name,
      title,
      summary: `${title}, as bundled in the US Consolidated Screening List.`,
      url: CSL_URL,
      tags: [
        { category: 'issuer', value: 'US' },
        { category: 'publisher', value: issuer.issuerAcronym },
        { category: 'type', value: type },
      ],
    },
    issuer,
    topic,
    ofacProgramTags: issuer === ISSUERS.ofac,
    measures,
    defaultSchema,
  };
}

const { ofac, bis, ddtc, isn } = ISSUERS;
const BLOCKING = ['asset freeze', 'prohibition of dealings with U.S. persons'];

/** The thirteen lists of the CSL, each its own dataset: their issuers, legal effects and topics differ. */
export const CSL_SOURCES: readonly CslSource[] = [
  source('SDN', 'us_csl_sdn', 'OFAC Specially Designated Nationals (SDN)', ofac, TOPICS.sanction, BLOCKING),
  source('SSI', 'us_csl_ssi', 'OFAC Sectoral Sanctions Identifications List (SSI)', ofac, TOPICS.sanction, [
    'prohibition of new debt and equity and other dealings under sectoral directives',
  ]),
  source('FSE', 'us_csl_fse', 'OFAC Foreign Sanctions Evaders List (FSE)', ofac, TOPICS.sanction, [
    'prohibition of dealings with U.S. persons',
  ]),
  source(
    'PLC',
    'us_csl_plc',
    'OFAC Non-SDN Palestinian Legislative Council List (NS-PLC)',
    ofac,
    TOPICS.sanction,
    ['restrictions on dealings with U.S. persons'],
    'INDIVIDUAL',
  ),
  source(
    'CAP',
    'us_csl_capta',
    'OFAC Correspondent Account or Payable-Through Account Sanctions (CAPTA)',
    ofac,
    TOPICS.sanction,
    ['prohibition of correspondent and payable-through accounts'],
  ),
  source(
    'NS-MBS List',
    'us_csl_ns_mbs',
    'OFAC Non-SDN Menu-Based Sanctions List (NS-MBS)',
    ofac,
    TOPICS.sanction,
    ['menu-based sanctions'],
  ),
  source(
    'CMIC',
    'us_csl_cmic',
    'OFAC Non-SDN Chinese Military-Industrial Complex Companies List (NS-CMIC)',
    ofac,
    TOPICS.sanction,
    ['prohibition of purchases of publicly traded securities'],
  ),
  source('EL', 'us_csl_entity_list', 'BIS Entity List', bis, TOPICS['export.control'], [
    'licence requirement for items subject to the EAR',
  ]),
  source('MEU', 'us_csl_meu', 'BIS Military End User List', bis, TOPICS['export.control'], [
    'licence requirement for items in supplement no. 2 to EAR part 744',
  ]),
  source('UVL', 'us_csl_unverified', 'BIS Unverified List', bis, TOPICS['export.risk'], [
    'no licence exceptions; UVL statement required before export',
  ]),
  source(
    'DPL',
    'us_csl_denied_persons',
    'BIS Denied Persons List',
    bis,
    TOPICS['export.control'],
    ['denial of export privileges'],
    'INDIVIDUAL',
  ),
  source(
    'DTC',
    'us_csl_itar_debarred',
    'DDTC ITAR Debarred Parties',
    ddtc,
    TOPICS.debarment,
    ['debarment from exports of defense articles and services'],
    'INDIVIDUAL',
  ),
  source('ISN', 'us_csl_isn', 'State Department Nonproliferation Sanctions (ISN)', isn, TOPICS.sanction, [
    'nonproliferation sanctions',
  ]),
];

const ISSUER_BY_DEPARTMENT: ReadonlyArray<readonly [RegExp, Issuer]> = [
  [/treasury/i, ofac],
  [/industry and security|commerce/i, bis],
  [/state/i, isn],
];

/**
 * The list a CSL `source` cell names: "Entity List (EL) - Bureau of Industry and Security" → EL. A list the
 * CSL adds later still gets a dataset of its own (issuer guessed from the department), never dropped.
 */
export function cslSourceOf(cell: string): { source: CslSource; known: boolean } {
  const abbreviation = /\(([^()]+)\)/.exec(cell)?.[1]?.trim() ?? cell.trim();
  const known = CSL_SOURCES.find((s) => s.abbreviation === abbreviation);
  if (known) return { source: known, known: true };
  const issuer = ISSUER_BY_DEPARTMENT.find(([pattern]) => pattern.test(cell))?.[1] ?? ofac;
  const name = `us_csl_${abbreviation.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
  return { source: source(abbreviation, name, cell.trim(), issuer, TOPICS.sanction, []), known: false };
}

export const US_CSL_DATASET: Dataset = {
  name: 'us_trade_csl',
  title: 'US Consolidated Screening List (CSL)',
  summary:
    'The export screening lists of the US Departments of Commerce, State and the Treasury in one file: ' +
    'sanctions, export controls and debarments.',
  url: CSL_URL,
  tags: [
    { category: 'issuer', value: 'US' },
    { category: 'publisher', value: 'ITA' },
    { category: 'type', value: 'sanctions' },
    { category: 'type', value: 'export-control' },
    { category: 'type', value: 'debarment' },
  ],
};
