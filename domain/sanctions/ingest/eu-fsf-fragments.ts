import type { EntityDraft } from './entity-draft';
import { countryCode } from './country-codes';
import { parseDateText, parseIsoDay } from './date-text';
import type { Identifier, IdentifierType } from './listed-entity';
import { isLatinScript } from './name-script';
import { type CalendarParts, circaOf, type PartialDate, partialDateOf, rangeOf } from './partial-date';

/** One row of the EU file: the entity's columns plus one name, address, birth date, document or citizenship. */
export type EuRow = Record<string, string | undefined>;

export interface EuFactContext {
  unresolvedCountries: Set<string>;
}

const cell = (row: EuRow, column: string): string => row[column] ?? '';
const isTrue = (value: string): boolean => /^(1|true|yes|y)$/i.test(value);
const join = (...parts: string[]): string => parts.filter(Boolean).join(', ');

/** Country from the ISO column, else from the description ("RUSSIAN FEDERATION"). */
function fragmentCountry(row: EuRow, prefix: string, ctx: EuFactContext): string | undefined {
  const description = cell(row, `${prefix}_CountryDescription`);
  const code = countryCode(cell(row, `${prefix}_CountryIso2Code`)) ?? countryCode(description);
  if (!code && description && !/^(unknown|00)$/i.test(description)) ctx.unresolvedCountries.add(description);
  return code;
}

/** The first Latin-script name becomes the entity's name (see the parser); the rest are kept here. */
export function addNameAlias(entity: EntityDraft, row: EuRow): void {
  const parts = ['NameAlias_FirstName', 'NameAlias_MiddleName', 'NameAlias_LastName'].map((c) =>
    cell(row, c),
  );
  const whole = cell(row, 'NameAlias_WholeName') || parts.filter(Boolean).join(' ');
  if (!whole) return;
  if (!isLatinScript(whole)) entity.originalScriptNames.push(whole);
  else if (whole !== entity.name) {
    const note = cell(row, 'NameAlias_Remark');
    entity.aliases.push({ name: whole, quality: 'unspecified', ...(note && { note }) });
  }
  const gender = cell(row, 'NameAlias_Gender').toUpperCase();
  if (gender === 'M' || gender === 'F') entity.gender = gender === 'M' ? 'male' : 'female';
  if (cell(row, 'NameAlias_Title')) entity.titles.push(cell(row, 'NameAlias_Title'));
  if (cell(row, 'NameAlias_Function')) entity.positions.push(cell(row, 'NameAlias_Function'));
}

export function addAddress(entity: EntityDraft, row: EuRow, ctx: EuFactContext): void {
  const code = fragmentCountry(row, 'Address', ctx);
  const full = join(
    cell(row, 'Address_Street'),
    cell(row, 'Address_PoBox') && `PO Box ${cell(row, 'Address_PoBox')}`,
    cell(row, 'Address_ZipCode'),
    cell(row, 'Address_City'),
    cell(row, 'Address_Region'),
    cell(row, 'Address_Place'),
    cell(row, 'Address_CountryDescription'),
  );
  if (code) entity.countries.push(code);
  if (full && full !== cell(row, 'Address_CountryDescription')) {
    entity.addresses.push(code ? { full, countryCode: code } : { full });
  }
  const contact = cell(row, 'Address_ContactInfo');
  if (contact) addContactInfo(entity, contact);
  if (cell(row, 'Address_Remark')) entity.notes.push(`Address ${full}: ${cell(row, 'Address_Remark')}`);
}

const WEBSITE = /\b(?:https?:\/\/|www\.)\S+/gi;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** ContactInfo is free text with phones, e-mails and websites. */
function addContactInfo(entity: EntityDraft, text: string): void {
  for (const [email] of text.matchAll(EMAIL)) entity.identifiers.push({ type: 'email', value: email });
  for (const [site] of text.matchAll(WEBSITE)) entity.websites.push(site.replace(/[.,;]$/, ''));
  entity.notes.push(`Contact: ${text}`);
}

/** BirthDate_BirthDate, else the Day/Month/Year parts, or a YearRangeFrom…To; the Circa flag applies to all. */
function euBirthDate(row: EuRow): PartialDate | undefined {
  const circa = isTrue(cell(row, 'BirthDate_Circa'));
  const [from, to] = [
    Number(cell(row, 'BirthDate_YearRangeFrom')),
    Number(cell(row, 'BirthDate_YearRangeTo')),
  ];
  if (from && to) return rangeOf({ year: from }, { year: to }, circa);
  const given = parseDateText(cell(row, 'BirthDate_BirthDate'));
  let parts: CalendarParts | undefined;
  if (given?.kind === 'exact') {
    const [year, month, day] = given.date.split('-').map(Number);
    parts = { year, month, day };
  } else if (Number(cell(row, 'BirthDate_Year'))) {
    const month = Number(cell(row, 'BirthDate_Month')) || undefined;
    parts = {
      year: Number(cell(row, 'BirthDate_Year')),
      month,
      day: month && (Number(cell(row, 'BirthDate_Day')) || undefined),
    };
  }
  if (!parts) return given;
  return circa ? circaOf(parts) : partialDateOf(parts);
}

export function addBirthDate(entity: EntityDraft, row: EuRow, ctx: EuFactContext): void {
  const date = euBirthDate(row);
  if (date) entity.birthDates.push(date);
  const calendar = cell(row, 'BirthDate_CalendarType');
  if (calendar && !/gregorian/i.test(calendar)) entity.notes.push(`Birth date calendar: ${calendar}`);
  const place = join(
    cell(row, 'BirthDate_Place'),
    cell(row, 'BirthDate_City'),
    cell(row, 'BirthDate_Region'),
    cell(row, 'BirthDate_CountryDescription'),
  );
  fragmentCountry(row, 'BirthDate', ctx);
  if (place) entity.placesOfBirth.push(place);
  if (cell(row, 'BirthDate_Remark')) entity.notes.push(`Birth: ${cell(row, 'BirthDate_Remark')}`);
}

function identifierType(code: string, description: string): IdentifierType {
  const text = `${code} ${description}`;
  if (/swift|bic/i.test(text)) return 'swift_bic';
  if (/\bimo\b/i.test(text)) return 'imo';
  if (/pass|travel/i.test(text)) return 'passport';
  if (/fiscal|tax|vat|\binn\b/i.test(text)) return 'tax_id';
  if (/reg|ogrn|company|business/i.test(text)) return 'registration';
  if (/^id$|national|identi|ssn|social/i.test(text.trim())) return 'national_id';
  return 'other';
}

/** Documents with their validity; a document known to be false or revoked is still a lead, so it stays. */
export function addIdentification(entity: EntityDraft, row: EuRow, ctx: EuFactContext): void {
  const value = cell(row, 'Identification_Number') || cell(row, 'Identification_LatinNumber');
  if (!value) return;
  const label = cell(row, 'Identification_TypeDescription') || cell(row, 'Identification_TypeCode');
  const identifier: Identifier = { type: identifierType(cell(row, 'Identification_TypeCode'), label), value };
  if (label) identifier.label = label;
  const country = fragmentCountry(row, 'Identification', ctx);
  if (country) identifier.country = country;
  const issuedOn = parseIsoDay(cell(row, 'Identification_IssuedDate'));
  const expiresOn = parseIsoDay(cell(row, 'Identification_ValidTo'));
  if (issuedOn) identifier.issuedOn = issuedOn;
  if (expiresOn) identifier.expiresOn = expiresOn;
  const flags = [
    ['Identification_Diplomatic', 'diplomatic'],
    ['Identification_KnownExpired', 'known expired'],
    ['Identification_KnownFalse', 'known false'],
    ['Identification_ReportedLost', 'reported lost'],
    ['Identification_RevokedByIssuer', 'revoked by issuer'],
  ].flatMap(([column, text]) => (isTrue(cell(row, column)) ? [text] : []));
  const note = join(
    ...flags,
    cell(row, 'Identification_IssuedBy'),
    cell(row, 'Identification_NameOnDocument'),
    cell(row, 'Identification_Remark'),
  );
  if (note) identifier.note = note;
  entity.identifiers.push(identifier);
}

export function addCitizenship(entity: EntityDraft, row: EuRow, ctx: EuFactContext): void {
  const code = fragmentCountry(row, 'Citizenship', ctx);
  if (code) entity.nationalities.push(code);
  if (cell(row, 'Citizenship_Remark')) entity.notes.push(`Citizenship: ${cell(row, 'Citizenship_Remark')}`);
}
