/**
 * Variants of a listed organisation's name made by rule, the ways a bank's customer record differs from the
 * list entry: legal form dropped or changed, words reordered, "Co." for "Company" and back, another
 * romanisation, generic words abbreviated. Deterministic (seeded random from the caller).
 */
export type OrganisationVariantKind =
  | 'legal_form_dropped'
  | 'legal_form_changed'
  | 'word_order'
  | 'company_abbreviation'
  | 'transliteration'
  | 'abbreviations';

export const ORGANISATION_VARIANT_KINDS: readonly OrganisationVariantKind[] = [
  'legal_form_dropped',
  'legal_form_changed',
  'word_order',
  'company_abbreviation',
  'transliteration',
  'abbreviations',
];

/** Trailing legal forms as lists write them, longest first. */
const TRAILING_FORM =
  /[\s,]+(?:LTDA\.?|S\.?\s?A\.?\s?L\.?|SAL|E\.?O\.?O\.?D\.?|O\.?O\.?D\.?|E\.?A\.?D\.?|D\.?O\.?O\.?|FZC|OYJ?|JV(?: CO\.?)?|SPRL|S\.? DE R\.?\s?L\.?(?: DE C\.?\s?V\.?)?|C\.?\s?A\.?|CIA\.?|KG|SE|S\.?\s?A\.?\s?S\.?|\(PRIVATE\) LIMITED|PRIVATE LIMITED|CO\.?,?\s*LTD\.?|COMPANY LIMITED|LIMITED LIABILITY COMPANY|JOINT STOCK COMPANY|PUBLIC JOINT STOCK COMPANY|S\.?\s?A\.? DE C\.?\s?V\.?|L\.?L\.?C\.?|LTD\.?|LIMITED|INC\.?|INCORPORATED|CORP\.?|CORPORATION|CO\.?|COMPANY|GMBH|AG|S\.?\s?A\.?\s?R\.?\s?L\.?|S\.?\s?R\.?\s?L\.?|S\.?\s?A\.?|S\.?\s?P\.?\s?A\.?|B\.?\s?V\.?|N\.?\s?V\.?|PLC|P\.?\s?J\.?\s?S\.?\s?C\.?|O\.?\s?J\.?\s?S\.?\s?C\.?|C\.?\s?J\.?\s?S\.?\s?C\.?|J\.?\s?S\.?\s?C\.?|FZE|FZCO|FZ-LLC|DMCC|PTE\.? LTD\.?|PVT\.? LTD\.?|SDN\.? BHD\.?|OOO|ZAO|OAO|PAO|AO|TOO|LLP)\s*$/i;
/** Legal forms standing before the name ("OOO ROMASHKA", "JSC …"). */
const LEADING_FORM = /^(?:OOO|ZAO|OAO|PAO|AO|JSC|OJSC|PJSC|CJSC|TOO|LLC|JOINT STOCK COMPANY)\s+/i;

const REPLACEMENT_FORMS = ['LLC', 'Ltd.', 'Limited', 'Co., Ltd.', 'Inc.', 'JSC', 'Company'];

const COMPANY_WORDS: readonly [RegExp, string][] = [
  [/\bCOMPANY\b/i, 'Co.'],
  [/\bCO\.?(?=\s|,|$)/i, 'Company'],
  [/\bCORPORATION\b/i, 'Corp.'],
  [/\bCORP\.?(?=\s|,|$)/i, 'Corporation'],
  [/\bLIMITED\b/i, 'Ltd'],
  [/\bLTD\.?(?=\s|,|$)/i, 'Limited'],
];

const ABBREVIATIONS: readonly [RegExp, string][] = [
  [/\bINTERNATIONAL\b/i, 'Intl'],
  [/\bINDUSTRIES\b/i, 'Inds'],
  [/\bINDUSTRIAL\b/i, 'Indl'],
  [/\bTRADING\b/i, 'Trdg'],
  [/\bTECHNOLOGY\b/i, 'Tech'],
  [/\bTECHNOLOGIES\b/i, 'Techs'],
  [/\bENGINEERING\b/i, 'Engg'],
  [/\bMANUFACTURING\b/i, 'Mfg'],
  [/\bMANAGEMENT\b/i, 'Mgmt'],
  [/\bDEVELOPMENT\b/i, 'Dev'],
  [/\bSERVICES\b/i, 'Svcs'],
  [/\bHOLDINGS?\b/i, 'Hldgs'],
  [/\bGROUP\b/i, 'Grp'],
  [/\bCOMPANY\b/i, 'Co'],
  [/\bCORPORATION\b/i, 'Corp'],
  [/\bLIMITED\b/i, 'Ltd'],
  [/\bBROTHERS\b/i, 'Bros'],
  [/\bASSOCIATION\b/i, 'Assn'],
  [/\bINSTITUTE\b/i, 'Inst'],
  [/\bDEPARTMENT\b/i, 'Dept'],
];

/** Letter groups romanisers write differently (Russian, Arabic, Persian, Chinese names). */
const ROMANISATIONS: readonly [RegExp, string][] = [
  [/KH/i, 'H'],
  [/YA/i, 'IA'],
  [/YU/i, 'IU'],
  [/IY\b/i, 'Y'],
  [/SH/i, 'SCH'],
  [/TS/i, 'TZ'],
  [/ZH/i, 'J'],
  [/OU/i, 'U'],
  [/EH/i, 'E'],
  [/Q/i, 'K'],
  [/EI/i, 'EY'],
  [/AI/i, 'AY'],
  [/J/i, 'DJ'],
  [/X/i, 'KS'],
  [/W/i, 'V'],
  [/C(?=[EI])/i, 'S'],
  [/C(?![EIH])/i, 'K'],
];

function replaceFirst(name: string, rules: readonly [RegExp, string][], random: () => number): string {
  const applicable = rules.filter(([pattern]) => pattern.test(name));
  if (applicable.length === 0) return name;
  const [pattern, replacement] = applicable[Math.floor(random() * applicable.length)];
  return name.replace(pattern, replacement);
}

/** The name split into its leading legal form, its core and its trailing legal forms. */
function parts(name: string): { leading: string; core: string; trailing: string } {
  const leading = LEADING_FORM.exec(name)?.[0] ?? '';
  let core = name.slice(leading.length);
  for (let stripped = core.replace(TRAILING_FORM, ''); stripped !== core && stripped !== '';) {
    core = stripped;
    stripped = core.replace(TRAILING_FORM, '');
  }
  core = core.replace(/[\s,]+$/, '');
  return { leading, core, trailing: name.slice(leading.length + core.length) };
}

/** The variant of `name` of the given kind, or undefined when the name offers no place for it. */
export function organisationVariant(
  name: string,
  kind: OrganisationVariantKind,
  random: () => number,
): string | undefined {
  const { leading, core, trailing } = parts(name);
  const changed = (variant: string) => (variant === name || variant.trim() === '' ? undefined : variant);
  const withCore = (variant: string) => changed(`${leading}${variant}${trailing}`);
  switch (kind) {
    case 'legal_form_dropped':
      return core === name ? undefined : changed(core);
    case 'legal_form_changed': {
      const form = REPLACEMENT_FORMS[Math.floor(random() * REPLACEMENT_FORMS.length)];
      return changed(`${core} ${form}`);
    }
    case 'word_order': {
      const words = core.split(/\s+/);
      if (words.length < 2) return undefined;
      return withCore([words[words.length - 1], ...words.slice(0, -1)].join(' '));
    }
    case 'company_abbreviation':
      return changed(replaceFirst(name, COMPANY_WORDS, random));
    case 'transliteration':
      return withCore(replaceFirst(core, ROMANISATIONS, random));
    case 'abbreviations':
      return changed(replaceFirst(name, ABBREVIATIONS, random));
  }
}
