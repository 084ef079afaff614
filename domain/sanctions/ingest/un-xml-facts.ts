import { countryCode } from './country-codes';
import { parseDateText, parseIsoDay } from './date-text';
import { cleanText, type EntityDraft } from './entity-draft';
import type { Identifier, IdentifierType } from './listed-entity';
import { addNarrativeText } from './narrative-text';
import { circaOf, type PartialDate, partialDateOf, rangeOf } from './partial-date';

/** An element of the parsed UN XML: child elements by tag, text as strings (tag values are not typed). */
export type XmlNode = { [tag: string]: unknown };

export interface UnFactContext {
  unresolvedCountries: Set<string>;
  undatedTexts: Set<string>;
}

export function textOf(node: XmlNode | undefined, tag: string): string {
  const value = node?.[tag];
  if (typeof value === 'string') return cleanText(value);
  if (value && typeof value === 'object' && '#text' in value) return cleanText(String(value['#text']));
  return '';
}

export function nodesOf(node: XmlNode | undefined, tag: string): XmlNode[] {
  const value = node?.[tag];
  if (Array.isArray(value)) return value.filter((v): v is XmlNode => typeof v === 'object' && v !== null);
  return value && typeof value === 'object' ? [value as XmlNode] : [];
}

/** The <VALUE> children of a wrapper such as <NATIONALITY> or <DESIGNATION>. */
export function valuesOf(node: XmlNode, tag: string): string[] {
  return nodesOf(node, tag).flatMap((wrapper) => {
    const values = wrapper.VALUE;
    const list = Array.isArray(values) ? values : [values];
    return list.map((v) => (typeof v === 'string' ? cleanText(v) : '')).filter(Boolean);
  });
}

export function addCountry(target: string[], name: string, ctx: UnFactContext): void {
  if (!name) return;
  const code = countryCode(name);
  if (code) target.push(code);
  else ctx.unresolvedCountries.add(name);
}

const join = (...parts: string[]): string => parts.filter(Boolean).join(', ');

/** The date TYPE_OF_DATE (EXACT / APPROXIMATELY / BETWEEN) gives with DATE, YEAR or FROM_YEAR…TO_YEAR. */
function typedBirthDate(dob: XmlNode, approximate: boolean): PartialDate | undefined {
  const [from, to] = [Number(textOf(dob, 'FROM_YEAR')), Number(textOf(dob, 'TO_YEAR'))];
  if (from && to) return rangeOf({ year: from }, { year: to }, approximate);
  const day = parseDateText(textOf(dob, 'DATE'));
  if (day?.kind === 'exact') {
    const [year, month, date] = day.date.split('-').map(Number);
    return approximate ? circaOf({ year, month, day: date }) : day;
  }
  const year = Number(textOf(dob, 'YEAR'));
  if (!year) return undefined;
  return approximate ? circaOf({ year }) : partialDateOf({ year });
}

/** A date of birth; without typed fields the NOTE ("Nov. 1973") is read as the date. */
export function addBirthDate(entity: EntityDraft, dob: XmlNode, ctx: UnFactContext): void {
  const note = textOf(dob, 'NOTE');
  const approximate = textOf(dob, 'TYPE_OF_DATE').toUpperCase() === 'APPROXIMATELY' || /approx/i.test(note);
  const typed = typedBirthDate(dob, approximate);
  const date = typed ?? parseDateText(note);
  if (date) entity.birthDates.push(date);
  else if (note) ctx.undatedTexts.add(note);
  // Kept when it adds to typed fields ("from false passport") or could not be read as a date.
  const noteAddsFacts = (typed || !date) && !/^approximately$/i.test(note);
  if (note && noteAddsFacts) entity.notes.push(`Date of birth: ${note}`);
}

export function addPlaceOfBirth(entity: EntityDraft, place: XmlNode): void {
  const full = join(
    textOf(place, 'STREET'),
    textOf(place, 'CITY'),
    textOf(place, 'STATE_PROVINCE'),
    textOf(place, 'COUNTRY'),
  );
  if (full) entity.placesOfBirth.push(full);
  if (textOf(place, 'NOTE')) entity.notes.push(`Place of birth: ${textOf(place, 'NOTE')}`);
}

export function addAddress(entity: EntityDraft, address: XmlNode, ctx: UnFactContext): void {
  const country = textOf(address, 'COUNTRY');
  const full = join(
    textOf(address, 'STREET'),
    textOf(address, 'CITY'),
    textOf(address, 'STATE_PROVINCE'),
    textOf(address, 'ZIP_CODE'),
    country,
  );
  const code = countryCode(country);
  addCountry(entity.countries, country, ctx);
  if (full) entity.addresses.push(code ? { full, countryCode: code } : { full });
  const note = textOf(address, 'NOTE');
  if (note) entity.notes.push(full ? `Address ${full}: ${note}` : `Address: ${note}`);
}

function documentType(label: string): IdentifierType {
  if (/pass(port|eport)|pasaporte/i.test(label)) return 'passport';
  if (/tax|fiscal/i.test(label)) return 'tax_id';
  if (/national|identi|id card|tazkira|civil|personal|social security/i.test(label)) return 'national_id';
  return 'other';
}

export function addDocument(entity: EntityDraft, doc: XmlNode, ctx: UnFactContext): void {
  const label = textOf(doc, 'TYPE_OF_DOCUMENT2') || textOf(doc, 'TYPE_OF_DOCUMENT');
  const number = textOf(doc, 'NUMBER');
  const note = join(textOf(doc, 'CITY_OF_ISSUE'), textOf(doc, 'NOTE'));
  if (!number) {
    if (label || note) entity.notes.push(`Document: ${join(label, note)}`);
    return;
  }
  const identifier: Identifier = {
    type: documentType(join(textOf(doc, 'TYPE_OF_DOCUMENT'), label)),
    value: number,
  };
  if (label) identifier.label = label;
  const issuer = textOf(doc, 'ISSUING_COUNTRY') || textOf(doc, 'COUNTRY_OF_ISSUE');
  const country = countryCode(issuer);
  if (country) identifier.country = country;
  else if (issuer) ctx.unresolvedCountries.add(issuer);
  const issuedOn = parseIsoDay(textOf(doc, 'DATE_OF_ISSUE'));
  if (issuedOn) identifier.issuedOn = issuedOn;
  if (note) identifier.note = note;
  entity.identifiers.push(identifier);
}

const IMO_IN_TEXT = /\bIMO(?:\s+number)?[:\s]+(\d{7})\b/gi;
const EMAIL_IN_TEXT = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** The UN keeps IMO numbers, e-mail addresses, physical descriptions and schooling only in its free-text comments. */
export function addComment(entity: EntityDraft, comment: string): void {
  if (!comment) return;
  addNarrativeText(entity, comment);
  for (const [, imo] of comment.matchAll(IMO_IN_TEXT)) {
    entity.identifiers.push({ type: 'imo', value: imo, label: 'IMO' });
    if (entity.schema === 'VESSEL') entity.imoNumbers.push(imo);
  }
  for (const [email] of comment.matchAll(EMAIL_IN_TEXT)) {
    entity.identifiers.push({ type: 'email', value: email.replace(/\.$/, '') });
  }
}
