/**
 * Legal-form suffixes of organisations, folded to words. An organisation is found by its name without
 * them ("Siemens AG" → "Siemens", which also finds "Siemens Aktiengesellschaft"): the form differs between
 * countries and newsrooms, the name does not.
 */
const LEGAL_FORMS: readonly string[] = [
  'ag',
  'aktiengesellschaft',
  'gmbh',
  'gesellschaft mit beschrankter haftung',
  'gmbh co kg',
  'co kg',
  'kg',
  'kgaa',
  'ohg',
  'ev',
  'se',
  'ltd',
  'limited',
  'plc',
  'public limited company',
  'llc',
  'llp',
  'lp',
  'limited liability company',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'sa',
  's a',
  'sarl',
  'sas',
  'societe anonyme',
  'sociedad anonima',
  'spa',
  's p a',
  'srl',
  'nv',
  'n v',
  'bv',
  'b v',
  'ab',
  'asa',
  'oy',
  'oyj',
  'pty',
  'pty ltd',
  'pte ltd',
  'bhd',
  'sdn bhd',
  'jsc',
  'pjsc',
  'ojsc',
  'ooo',
  'zao',
  'pao',
];

const FORMS = LEGAL_FORMS.map((form) => form.split(' ')).sort((a, b) => b.length - a.length);

/** The words of an organisation's name without trailing legal forms ("acme holdings ltd" → "acme holdings"). */
export function withoutLegalForm(words: readonly string[]): string[] {
  let core = [...words];
  for (let stripped = true; stripped;) {
    stripped = false;
    for (const form of FORMS) {
      if (form.length >= core.length) continue;
      if (form.every((word, i) => core[core.length - form.length + i] === word)) {
        core = core.slice(0, core.length - form.length);
        stripped = true;
        break;
      }
    }
  }
  return core;
}
