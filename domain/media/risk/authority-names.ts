import type { AssessedSubject } from './risk-assessment';
import { LEGAL_FORMS } from './subject-names';
import { foldText } from './text-folding';

/**
 * Whether an organisation's name is an authority's: "Financial Conduct Authority", "Serious Fraud Office",
 * "Dubai Financial Services Authority", "Bundesanstalt für Finanzdienstleistungsaufsicht", "Staatsanwaltschaft
 * München I". Its articles hold every legal and crime word of the cases it brings, so it acts in them like an
 * official (see subject-role.ts). English names end on the authority's noun or put it before "of", German
 * ones mostly open with it; a company's legal form ("Travel Agency Ltd", "Office Depot Inc.") makes it a
 * company.
 */

/** Nouns that head an English authority's name (folded). */
const ENGLISH_HEADS = new Set([
  ...['authority', 'commission', 'agency', 'office', 'police', 'prosecutor', 'court', 'ministry'],
  ...['regulator', 'department', 'bureau', 'inspectorate', 'directorate', 'tribunal'],
  ...['constabulary', 'prosecution', 'treasury', 'ombudsman'],
]);
/** Starts of German authority nouns (folded): "Bundesanstalt", "Landeskriminalamt", "Finanzamt". */
const GERMAN_HEADS = [
  ...['bundesanstalt', 'bundesamt', 'landesamt', 'bundeskriminalamt', 'landeskriminalamt', 'zoll'],
  ...['staatsanwaltschaft', 'generalstaatsanwaltschaft', 'polizei', 'ministerium', 'bundesministerium'],
  ...['landgericht', 'amtsgericht', 'oberlandesgericht', 'bundesgerichtshof', 'finanzamt', 'behorde'],
  ...['bundeskartellamt', 'kartellamt', 'europol', 'interpol', 'eurojust'],
];
/** German nouns that end an authority's compound: "Finanzaufsicht", "Aufsichtsbehörde", "Steuerfahndung". */
const GERMAN_ENDINGS = [
  'aufsicht',
  'behorde',
  'fahndung',
  'kriminalamt',
  'ministerium',
  'staatsanwaltschaft',
];
/** Grammatical words a name may hold that are no legal form. */
const NOT_A_LEGAL_FORM = new Set(['the', 'and', 'und']);

function isAuthorityName(name: string): boolean {
  const words = foldText(name).split(' ').filter(Boolean);
  if (words.some((word) => LEGAL_FORMS.has(word) && !NOT_A_LEGAL_FORM.has(word))) return false;
  const named = words.filter((word) => !NOT_A_LEGAL_FORM.has(word));
  // The noun before "of" heads "Department of Justice", "Office of Foreign Assets Control".
  const of = named.indexOf('of');
  const [first, head] = [named[0], of > 0 ? named[of - 1] : named.at(-1)];
  if (first === undefined || head === undefined) return false;
  return (
    ENGLISH_HEADS.has(head) ||
    GERMAN_HEADS.some((start) => first.startsWith(start)) ||
    GERMAN_ENDINGS.some((ending) => first.endsWith(ending))
  );
}

/** Whether the subject is an authority by one of its names. */
export function isAuthoritySubject(subject: AssessedSubject): boolean {
  return subject.type === 'ORGANISATION' && subject.names.some(isAuthorityName);
}
