/**
 * Legal-form suffixes of organisations, folded to words. An organisation is found by its name without
 * them ("Siemens AG" → "Siemens", which also finds "Siemens Aktiengesellschaft"): the form differs between
 * countries and newsrooms, the name does not.
 */
const LEGAL_FORMS: readonly string[] = [
  // German, Austrian and Swiss: the forms of a bank's customers, clubs and co-operatives included.
  'ag',
  'aktiengesellschaft',
  'gmbh',
  'ggmbh',
  'gesellschaft mit beschrankter haftung',
  'gmbh co kg',
  'gmbh co kgaa',
  'ag co kg',
  'se co kg',
  'co kg',
  'kg',
  'kgaa',
  'ohg',
  'gbr',
  'ug',
  'ug haftungsbeschrankt',
  'partg',
  'partg mbb',
  'mbb',
  'ev',
  'e v',
  'ek',
  'e k',
  'eg',
  'e g',
  'egen',
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
  // Spanish, Portuguese and Latin American ("S.A.P.I. de C.V.", a football club's "SAD"), and a British
  // club's "FC": the press writes "Kingsmere Rovers".
  'sl',
  'slu',
  'sad',
  'fc',
  'afc',
  'sa de cv',
  'sapi de cv',
  'lda',
  'ltda',
  'spa',
  's p a',
  'srl',
  'nv',
  'n v',
  'bv',
  'b v',
  'ab',
  'as',
  'a s',
  'asa',
  'aps',
  'oy',
  'oyj',
  'pty',
  'pty ltd',
  'pte ltd',
  'pvt ltd',
  'private limited',
  // Central and Eastern European ("Sp. z o.o.", "s.r.o.", "d.o.o.", "Kft.").
  'sp z o o',
  's r o',
  'spol s r o',
  'd o o',
  'kft',
  'zrt',
  'nyrt',
  // United Arab Emirates free zones.
  'fze',
  'fzco',
  'fz llc',
  'dmcc',
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

/** A club's or firm's founding year at the end of its name ("TSV Grünwiesen 1908 e.V."). */
const FOUNDING_YEAR = /^(?:1[89]|20)\d\d$/;

/**
 * The words of an organisation's name without trailing legal forms ("acme holdings ltd" → "acme holdings")
 * and a founding year before them ("tsv grunwiesen 1908 e v" → "tsv grunwiesen"); at least two words stay
 * with a year ("studio 2000" is the name).
 */
export function withoutLegalForm(words: readonly string[]): string[] {
  let core = [...words];
  for (let stripped = true; stripped;) {
    stripped = false;
    if (core.length > 2 && FOUNDING_YEAR.test(core[core.length - 1])) {
      core = core.slice(0, -1);
      stripped = true;
      continue;
    }
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
