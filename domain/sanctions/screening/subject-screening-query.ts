import type { SubjectWithPlaces } from '../../subjects/subject-record';
import type { ScreeningQuery } from '../matching';

type QueryIdentifier = NonNullable<ScreeningQuery['identifiers']>[number];

/**
 * Subjects have no identifier field in the contract, so an alias written as an identifier
 * ("IMO 9187629", "MMSI 572469210", "Passport B 960789", "National ID 123") is read as one: exact
 * identifiers decide a match where names alone cannot (a renamed vessel).
 */
const IDENTIFIER_ALIASES: [RegExp, QueryIdentifier['type']][] = [
  [/^IMO[\s:#-]*(\d{7})$/i, 'imo'],
  [/^MMSI[\s:#-]*(\d{9})$/i, 'mmsi'],
  [/^passport(?:\s+(?:no\.?|number))?[\s:#-]*([A-Z0-9][A-Z0-9 -]{3,})$/i, 'passport'],
  [/^national\s+id(?:\s+(?:no\.?|number))?[\s:#-]*([A-Z0-9][A-Z0-9 -]{3,})$/i, 'national_id'],
];

function readIdentifier(alias: string): QueryIdentifier | null {
  for (const [pattern, type] of IDENTIFIER_ALIASES) {
    const match = pattern.exec(alias.trim());
    if (match) return { type, value: match[1].trim() };
  }
  return null;
}

/** What of a subject the matcher weighs: names, type, the date that applies, nationalities, countries, identifiers. */
export function subjectScreeningQuery({ subject, places }: SubjectWithPlaces): ScreeningQuery {
  const isoDate = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : undefined);
  const identifiers: QueryIdentifier[] = [];
  const aliases: string[] = [];
  for (const alias of subject.aliases) {
    const identifier = readIdentifier(alias);
    if (identifier) identifiers.push(identifier);
    else aliases.push(alias);
  }
  return {
    name: subject.name,
    aliases,
    type: subject.type,
    birthDate: isoDate(subject.dateOfBirth),
    incorporationDate: isoDate(subject.dateOfIncorporation),
    nationalities: subject.nationalities,
    countries: [...new Set(places.map((p) => p.countryCode).filter((c): c is string => Boolean(c)))],
    identifiers,
  };
}
