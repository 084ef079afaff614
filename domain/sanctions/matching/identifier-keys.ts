import type { IdentifierType, ListedEntity } from '../ingest/listed-entity';

/**
 * Identifiers as lookup keys. IMO (7 digits) and MMSI (9 digits) numbers are compared as digits; documents
 * (passports, national ids and other numbers, which lists often file under one another) as their letters
 * and digits, each number-bearing piece of the value on its own ("Qatari passport number 00868774").
 */
export type IdentifierNamespace = 'imo' | 'mmsi' | 'document';

const DOCUMENT_TYPES: ReadonlySet<IdentifierType> = new Set([
  'passport',
  'national_id',
  'tax_id',
  'registration',
  'other',
]);
const MIN_DOCUMENT_LENGTH = 5;

export function namespaceOf(type: IdentifierType): IdentifierNamespace | undefined {
  if (type === 'imo' || type === 'mmsi') return type;
  return DOCUMENT_TYPES.has(type) ? 'document' : undefined;
}

/** The normalised values an identifier is known by; none when too short to tell anybody apart. */
export function identifierValues(namespace: IdentifierNamespace, value: string): string[] {
  if (namespace === 'imo') {
    const digits = value.replace(/\D/g, '');
    return digits.length === 7 ? [digits] : [];
  }
  if (namespace === 'mmsi') {
    const digits = value.replace(/\D/g, '');
    return digits.length === 9 ? [digits] : [];
  }
  const pieces = [value, ...value.split(/[\s,;:/]+/)].map((piece) =>
    piece.toUpperCase().replace(/[^A-Z0-9]/g, ''),
  );
  return [...new Set(pieces.filter((piece) => piece.length >= MIN_DOCUMENT_LENGTH && /\d/.test(piece)))];
}

export function identifierKey(namespace: IdentifierNamespace, value: string): string {
  return `${namespace}:${value}`;
}

/** Every identifier key of an entry, with the list's own type of identifier. */
export function entityIdentifiers(
  entity: ListedEntity,
): { key: string; type: IdentifierType; value: string }[] {
  const found = [
    ...entity.imoNumbers.map((value) => ({ type: 'imo' as const, value })),
    ...entity.mmsis.map((value) => ({ type: 'mmsi' as const, value })),
    ...entity.identifiers,
  ];
  return found.flatMap(({ type, value }) => {
    const namespace = namespaceOf(type);
    if (namespace === undefined) return [];
    return identifierValues(namespace, value).map((normalised) => ({
      key: identifierKey(namespace, normalised),
      type,
      value,
    }));
  });
}
