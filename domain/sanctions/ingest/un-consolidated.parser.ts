import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { decodeListText } from './decode-text';
import { finaliseEntity, newEntityDraft, type EntityDraft } from './entity-draft';
import { ListParseError } from './list-parse.error';
import { listParseResult, type ListParseResult, warnUnresolvedCountries } from './list-parse-result';
import type { Dataset, EntitySchema, ListedEntity } from './listed-entity';
import { isLatinScript } from './name-script';
import { ProgramCache } from './program-cache';
import { TOPICS } from './topics';
import { unProgram } from './un-programs';
import {
  addAddress,
  addBirthDate,
  addComment,
  addCountry,
  addDocument,
  addPlaceOfBirth,
  nodesOf,
  textOf,
  type UnFactContext,
  valuesOf,
  type XmlNode,
} from './un-xml-facts';

export const UN_SC_DATASET: Dataset = {
  name: 'un_sc_sanctions',
  title: 'UN Security Council Consolidated List',
  summary:
    'Individuals and entities subject to sanctions measures (asset freeze, travel ban, arms embargo) imposed ' +
    'by the UN Security Council, binding on all UN member states.',
  url: 'https://main.un.org/securitycouncil/en/content/un-sc-consolidated-list',
  tags: [
    { category: 'issuer', value: 'UN' },
    { category: 'publisher', value: 'UNSC' },
    { category: 'type', value: 'sanctions' },
  ],
};

/** Elements that may repeat; the parser must return them as arrays even when a record has one. */
const REPEATED = new Set([
  'INDIVIDUAL',
  'ENTITY',
  'VALUE',
  'INDIVIDUAL_ALIAS',
  'ENTITY_ALIAS',
  'INDIVIDUAL_ADDRESS',
  'ENTITY_ADDRESS',
  'INDIVIDUAL_DATE_OF_BIRTH',
  'INDIVIDUAL_PLACE_OF_BIRTH',
  'INDIVIDUAL_DOCUMENT',
]);

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (tag) => REPEATED.has(tag),
});

/** Aliases: individuals' QUALITY Good/Low; entities' a.k.a./f.k.a.; "formerly listed as" is a former name. */
function addAliases(entity: EntityDraft, record: XmlNode, tag: string, ctx: UnFactContext): void {
  for (const alias of nodesOf(record, tag)) {
    const name = textOf(alias, 'ALIAS_NAME');
    if (!name) continue;
    const quality = textOf(alias, 'QUALITY').toLowerCase();
    const note = textOf(alias, 'NOTE');
    if (!isLatinScript(name)) entity.originalScriptNames.push(name);
    else if (quality === 'f.k.a.' || /formerly/i.test(note)) entity.previousNames.push(name);
    else {
      const strength = quality === 'good' ? 'strong' : quality === 'low' ? 'weak' : 'unspecified';
      entity.aliases.push({ name, quality: strength, ...(note && { note }) });
    }
    // Dates and places given for an alias (often from a passport in that name) are the person's too.
    const dob = textOf(alias, 'DATE_OF_BIRTH');
    if (dob) addBirthDate(entity, { TYPE_OF_DATE: 'EXACT', DATE: dob }, ctx);
    const place = [textOf(alias, 'CITY_OF_BIRTH'), textOf(alias, 'COUNTRY_OF_BIRTH')]
      .filter(Boolean)
      .join(', ');
    if (place) entity.placesOfBirth.push(place);
  }
}

function unEntity(
  record: XmlNode,
  schema: EntitySchema,
  programs: ProgramCache,
  ctx: UnFactContext,
): ListedEntity {
  const nameParts = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'].map((tag) =>
    textOf(record, tag),
  );
  const name = nameParts.filter(Boolean).join(' ');
  const sourceId = textOf(record, 'REFERENCE_NUMBER') || textOf(record, 'DATAID');
  if (!name || !sourceId)
    throw new ListParseError(UN_SC_DATASET.name, `a record without name or reference: ${sourceId}`);
  const entity = newEntityDraft({ sourceId, dataset: UN_SC_DATASET.name, schema, name });
  // Some entity records name two organisations at once: "X (CAGL) ; GREAT LAKES BUSINESS COMPANY (GLBC)".
  if (name.includes(';')) {
    for (const part of name.split(';')) entity.aliases.push({ name: part, quality: 'strong' });
  }
  const originalScript = textOf(record, 'NAME_ORIGINAL_SCRIPT');
  if (originalScript) entity.originalScriptNames.push(originalScript);
  entity.programs.push(unProgram(programs, textOf(record, 'UN_LIST_TYPE')));
  entity.topics.push(TOPICS.sanction);
  entity.listedOn = textOf(record, 'LISTED_ON') || undefined;
  entity.lastChangedOn = valuesOf(record, 'LAST_DAY_UPDATED').sort().at(-1);
  const gender = textOf(record, 'GENDER').toLowerCase();
  if (gender === 'male' || gender === 'female') entity.gender = gender;
  entity.titles.push(...valuesOf(record, 'TITLE'));
  entity.positions.push(...valuesOf(record, 'DESIGNATION'));
  for (const nationality of valuesOf(record, 'NATIONALITY'))
    addCountry(entity.nationalities, nationality, ctx);
  const prefix = schema === 'INDIVIDUAL' ? 'INDIVIDUAL' : 'ENTITY';
  addAliases(entity, record, `${prefix}_ALIAS`, ctx);
  for (const address of nodesOf(record, `${prefix}_ADDRESS`)) addAddress(entity, address, ctx);
  for (const dob of nodesOf(record, 'INDIVIDUAL_DATE_OF_BIRTH')) addBirthDate(entity, dob, ctx);
  for (const place of nodesOf(record, 'INDIVIDUAL_PLACE_OF_BIRTH')) addPlaceOfBirth(entity, place);
  for (const doc of nodesOf(record, 'INDIVIDUAL_DOCUMENT')) addDocument(entity, doc, ctx);
  addComment(entity, textOf(record, 'COMMENTS1'));
  return finaliseEntity(entity);
}

/** Parses the UN Security Council Consolidated List XML (consolidated.xml). */
export function parseUnConsolidated(content: string | Buffer): ListParseResult {
  const text = decodeListText(UN_SC_DATASET.name, content);
  const validation = XMLValidator.validate(text);
  if (validation !== true) {
    const { msg, line } = validation.err;
    throw new ListParseError(UN_SC_DATASET.name, `invalid XML at line ${line}: ${msg}`);
  }
  const root = (xmlParser.parse(text) as XmlNode).CONSOLIDATED_LIST as XmlNode | undefined;
  if (!root || typeof root !== 'object')
    throw new ListParseError(UN_SC_DATASET.name, 'no CONSOLIDATED_LIST element');
  const ctx: UnFactContext = { unresolvedCountries: new Set(), undatedTexts: new Set() };
  const programs = new ProgramCache();
  const individuals = nodesOf(nodesOf(root, 'INDIVIDUALS')[0], 'INDIVIDUAL');
  const organisations = nodesOf(nodesOf(root, 'ENTITIES')[0], 'ENTITY');
  const entities = [
    ...individuals.map((record) => unEntity(record, 'INDIVIDUAL', programs, ctx)),
    ...organisations.map((record) => unEntity(record, 'ORGANISATION', programs, ctx)),
  ];
  const generated = textOf(root, '@dateGenerated');
  const warnings: string[] = [];
  warnUnresolvedCountries(warnings, ctx.unresolvedCountries);
  if (ctx.undatedTexts.size > 0)
    warnings.push(`birth dates kept as notes: ${[...ctx.undatedTexts].join('; ')}`);
  return listParseResult(
    { ...UN_SC_DATASET, ...(generated && { updatedAt: generated }) },
    entities,
    warnings,
  );
}
