import { countryCode } from './country-codes';
import { cleanText, type EntityDraft } from './entity-draft';
import { addNarrativeText } from './narrative-text';
import { parseTonnage } from './parse-tonnage';

/** "(Key):value" pairs; keys may nest one pair of parentheses: "(Current owner/operator (s)):". */
const KEY = /\(((?:[^():]|\([^()]*\))+)\)\s*:/g;

/** Splits OFSI's "Other Information" into its keyed parts; text before the first key comes as key ''. */
function otherInformationParts(text: string): Array<[key: string, value: string]> {
  const parts: Array<[string, string]> = [];
  const matches = [...text.matchAll(KEY)];
  const lead = cleanText(text.slice(0, matches[0]?.index ?? text.length));
  if (lead) parts.push(['', lead]);
  matches.forEach((match, i) => {
    const end = matches[i + 1]?.index ?? text.length;
    const value = cleanText(text.slice((match.index ?? 0) + match[0].length, end)).replace(/\.$/, '');
    if (value) parts.push([cleanText(match[1]), value]);
  });
  return parts;
}

const list = (value: string): string[] =>
  value
    .split(/,\s*|\.\s+|;\s*/)
    .map(cleanText)
    .filter(Boolean);

function addCountries(target: string[], value: string, unresolved: Set<string>): void {
  for (const name of list(value)) {
    const code = countryCode(name);
    if (code) target.push(code);
    else unresolved.add(name);
  }
}

/** Files the keyed facts OFSI keeps in "Other Information"; keys it does not know stay notes. */
export function applyOtherInformation(entity: EntityDraft, text: string, unresolved: Set<string>): void {
  for (const [label, value] of otherInformationParts(text)) {
    const key = label.toLowerCase();
    if (key === 'gender' && /^(male|female)$/i.test(value))
      entity.gender = value.toLowerCase() as 'male' | 'female';
    else if (key === 'uk sanctions list ref' || key === 'un ref') {
      // The reference ends at its full stop; free text may follow before the next key.
      const [reference, ...rest] = value.split(/\.\s+/);
      const refLabel = key === 'un ref' ? 'UN reference number' : 'UK Sanctions List Ref';
      entity.identifiers.push({ type: 'other', value: reference, label: refLabel });
      if (rest.length > 0) addNarrativeText(entity, rest.join('. '));
    } else if (key.includes('imo')) {
      for (const [imo] of value.matchAll(/\d{7}/g)) {
        entity.identifiers.push({ type: 'imo', value: imo, label: 'IMO' });
        if (entity.schema === 'VESSEL') entity.imoNumbers.push(imo);
      }
    } else if (key === 'previous flags') addCountries(entity.pastFlags, value, unresolved);
    else if (key.includes('flag')) addCountries(entity.flags, value, unresolved);
    else if (key === 'type of ship') entity.vesselTypes.push(value);
    else if (key === 'tonnage of ship') entity.grossRegisteredTonnage = parseTonnage(value);
    else if (key.startsWith('current owner')) entity.vesselOwners.push(...list(value));
    else if (key === 'email address') {
      for (const email of list(value)) entity.identifiers.push({ type: 'email', value: email });
    } else if (key === 'website') entity.websites.push(...list(value));
    else if (key === 'business reg no')
      entity.identifiers.push({ type: 'registration', value, label: 'Business Reg No' });
    else if (key === 'type of entity') entity.descriptions.push(`${label}: ${value}`);
    else if (label) entity.notes.push(`${label}: ${value}`);
    else addNarrativeText(entity, value);
  }
}
