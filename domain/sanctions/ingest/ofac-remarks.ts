import { countryCode } from './country-codes';
import { parseDateText } from './date-text';
import { cleanText, type EntityDraft } from './entity-draft';
import { IDENTIFIER_LABEL_PREFIX, identifierTypeOfLabel } from './identifier-labels';
import type { Identifier, IdentifierType } from './listed-entity';

/** What remark parsing could not place, for the parser's warnings. */
export interface RemarkContext {
  unresolvedCountries: Set<string>;
  undatedTexts: Set<string>;
}

type Rule = readonly [RegExp, (entity: EntityDraft, match: RegExpExecArray, ctx: RemarkContext) => void];

const unquote = (text: string): string => cleanText(text).replace(/^'(.*)'$/, '$1');

type DateField = 'birthDates' | 'incorporationDates';

function addDate(
  entity: EntityDraft,
  field: DateField,
  label: string,
  text: string,
  ctx: RemarkContext,
): void {
  const date = parseDateText(text);
  if (date) {
    entity[field].push(date);
  } else {
    ctx.undatedTexts.add(text);
    entity.notes.push(`${label} ${text}`);
  }
}

function addCountry(target: string[], name: string, ctx: RemarkContext): void {
  const code = countryCode(name);
  if (code) target.push(code);
  else ctx.unresolvedCountries.add(name);
}

function addImo(entity: EntityDraft, number: string, label: string): void {
  entity.identifiers.push({ type: 'imo', value: number, label });
  if (entity.schema === 'VESSEL') entity.imoNumbers.push(number);
}

/** "<value> (<country>) issued <date> expires <date>", the tail of every OFAC document remark. */
const DOCUMENT_TAIL = /^(.+?)(?:\s*\(([^()]+)\))?(?:,?\s+issued\s+(.+?))?(?:,?\s+expires\s+(.+?))?$/i;

function addDocument(entity: EntityDraft, type: IdentifierType, label: string, tail: string): void {
  const imo = /^IMO\s*(\d{7})$/i.exec(tail);
  if (imo) return addImo(entity, imo[1], label);
  const m = DOCUMENT_TAIL.exec(tail);
  if (!m) return;
  const identifier: Identifier = { type, value: cleanText(m[1]), label };
  if (m[2]) {
    const country = countryCode(m[2]);
    if (country) identifier.country = country;
    else identifier.note = m[2];
  }
  const issued = m[3] && parseDateText(m[3]);
  const expires = m[4] && parseDateText(m[4]);
  if (issued && issued.kind === 'exact') identifier.issuedOn = issued.date;
  else if (m[3]) identifier.note = [identifier.note, `issued ${m[3]}`].filter(Boolean).join('; ');
  if (expires && expires.kind === 'exact') identifier.expiresOn = expires.date;
  else if (m[4]) identifier.note = [identifier.note, `expires ${m[4]}`].filter(Boolean).join('; ');
  entity.identifiers.push(identifier);
}

/**
 * One rule per kind of fact in OFAC remarks (also the vocabulary of the CSL's ids column), tried in order.
 * Remarks that match none are kept as notes in OFAC's words.
 */
const RULES: readonly Rule[] = [
  [/^DOB:?\s+(.+)$/i, (e, m, ctx) => addDate(e, 'birthDates', 'DOB', m[1], ctx)],
  [
    /^Organization Established Date:?\s+(.+)$/i,
    (e, m, ctx) => addDate(e, 'incorporationDates', 'Established', m[1], ctx),
  ],
  [/^POB:?\s+(.+)$/i, (e, m) => void e.placesOfBirth.push(m[1])],
  [/^Nationality of Registration:?\s+(.+)$/i, (e, m, ctx) => addCountry(e.countries, m[1], ctx)],
  [/^(?:nationality|citizen):?\s+(.+)$/i, (e, m, ctx) => addCountry(e.nationalities, m[1], ctx)],
  [/^Gender:?\s+(Male|Female)$/i, (e, m) => void (e.gender = m[1].toLowerCase() as 'male' | 'female')],
  [/^a\.k\.a\.,?\s+(.+)$/i, (e, m) => void e.aliases.push({ name: unquote(m[1]), quality: 'weak' })],
  [/^f\.k\.a\.,?\s+(.+)$/i, (e, m) => void e.previousNames.push(unquote(m[1]))],
  [/^n\.k\.a\.,?\s+(.+)$/i, (e, m) => void e.aliases.push({ name: unquote(m[1]), quality: 'strong' })],
  [/^\(?Linked To:\s*(.+?)\)?$/i, (e, m) => void e.linkedTo.push(m[1])],
  [/^Position:\s*(.+)$/i, (e, m) => void e.positions.push(m[1])],
  // What the party is: "Organization Type: Mining of hard coal", "Target Type Financial Institution".
  [/^(?:Organization Type:?|Target Type|Aircraft Model)\s+\S/i, (e, m) => void e.descriptions.push(m.input)],
  [
    /^(?:Email(?: Address)?:?\s*(\S+@\S+)|(\S+@\S+)\s+\(email\))$/i,
    (e, m) => {
      e.identifiers.push({ type: 'email', value: m[1] ?? m[2], label: 'Email Address' });
    },
  ],
  [
    /^(?:Website:?\s+(\S+)|(\S+)\s+\(website\)|((?:https?:\/\/|www\.)\S+))$/i,
    (e, m) => {
      e.websites.push(m[1] ?? m[2] ?? m[3]);
    },
  ],
  [
    /^(Digital Currency Address - \w+):?\s+(\S+)$/i,
    (e, m) => {
      e.identifiers.push({ type: 'digital_currency', value: m[2], label: m[1] });
    },
  ],
  [
    /^(?:Vessel Registration Identification|International Maritime Organization No\.)\s+\(?(?:IMO\s*)?(\d{7})\)?$/i,
    (e, m) => {
      addImo(e, m[1], 'IMO');
    },
  ],
  [
    /^MMSI:?\s+(\d{9})$/i,
    (e, m) => {
      e.identifiers.push({ type: 'mmsi', value: m[1], label: 'MMSI' });
      e.mmsis.push(m[1]);
    },
  ],
  [/^Former Vessel Flag:?\s+(.+)$/i, (e, m, ctx) => addCountry(e.pastFlags, m[1], ctx)],
  [/^(?:Other )?Vessel Flag:?\s+(.+)$/i, (e, m, ctx) => addCountry(e.flags, m[1], ctx)],
  [/^Other Vessel Call Sign:?\s+(.+)$/i, (e, m) => void e.callSigns.push(m[1])],
  [/^Other Vessel Type:?\s+(.+)$/i, (e, m) => void e.vesselTypes.push(m[1])],
  [
    IDENTIFIER_LABEL_PREFIX,
    (e, m) => {
      const label = cleanText(m[1]);
      const tail = cleanText(m.input.slice(m[0].length).replace(/^\s*:?\s*/, ''));
      if (tail) addDocument(e, identifierTypeOfLabel(label) ?? 'other', label, tail);
      else e.notes.push(m.input);
    },
  ],
];

/**
 * The remark parts of an OFAC remarks cell: split at ";", "alt." dropped (an alternative value is just
 * another value here), the closing full stop removed unless it ends an abbreviation ("S.A.").
 */
export function splitOfacRemarks(remarks: string): string[] {
  const text = cleanText(remarks);
  const body = /(?:^|[\s.])[A-Za-z]\.$/.test(text) ? text : text.replace(/\.$/, '');
  return body
    .split(';')
    .map((part) => cleanText(part).replace(/^alt\.\s+/i, ''))
    .filter(Boolean);
}

/** Files one remark part into the entity: a date, a document, a vessel detail … or a note. */
export function applyOfacRemark(entity: EntityDraft, part: string, ctx: RemarkContext): void {
  for (const [pattern, apply] of RULES) {
    const match = pattern.exec(part);
    if (match) return apply(entity, match, ctx);
  }
  entity.notes.push(part);
}

export function applyOfacRemarks(entity: EntityDraft, remarks: string, ctx: RemarkContext): void {
  for (const part of splitOfacRemarks(remarks)) applyOfacRemark(entity, part, ctx);
}
