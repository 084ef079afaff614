const codes = (text: string): readonly string[] => Object.freeze(text.split(' '));

const GERMAN = codes('DE AT CH LI LU');
const EMIRATI = codes('AE');
/** Where an English "LLC" is written: the US, and the former Soviet Union and the Gulf in translation. */
const LLC = codes('US AE RU UA BY KZ AM GE AZ UZ KG TJ MN OM QA BH');

/**
 * The countries whose companies carry a legal form, for the forms that tie a company to a few countries
 * (AG and GmbH are German-speaking, S.R.L. Romanian or Italian, DMCC Dubai's). Forms used worldwide (S.A.,
 * Ltd, Co.) tie to none and are left out. Keys are forms as the normaliser leaves them, letters run together.
 */
const COUNTRIES_OF_FORM: Readonly<Record<string, readonly string[]>> = {
  ...{ ag: GERMAN, gmbh: GERMAN, mbh: GERMAN, kg: GERMAN, ohg: GERMAN, ug: GERMAN, ev: GERMAN, eg: GERMAN },
  ...{ srl: codes('RO IT MD'), spa: codes('IT'), sarl: codes('FR LU BE CH MA TN LB DZ') },
  ...{ sas: codes('FR CO'), sl: codes('ES'), sab: codes('MX'), sapi: codes('MX'), sdecv: codes('MX') },
  ...{ bv: codes('NL BE'), nv: codes('NL BE CW SR'), oy: codes('FI'), oyj: codes('FI') },
  ...{ asa: codes('NO'), aps: codes('DK'), ab: codes('SE FI') },
  ...{ dmcc: EMIRATI, fze: EMIRATI, fzco: EMIRATI, fzc: EMIRATI, fzllc: EMIRATI, fz: EMIRATI },
  ...{ inc: codes('US CA PH'), incorporated: codes('US CA PH'), llc: LLC },
  ...{ kk: codes('JP'), kabushikikaisha: codes('JP'), bhd: codes('MY'), sdn: codes('MY') },
  ...{ tbk: codes('ID'), pt: codes('ID'), pte: codes('SG'), pvt: codes('IN PK LK NP BD') },
  ...{ ooo: codes('RU BY KZ'), oao: codes('RU'), zao: codes('RU'), pao: codes('RU'), tov: codes('UA') },
  ...{ too: codes('KZ'), kft: codes('HU'), zrt: codes('HU'), nyrt: codes('HU'), sro: codes('CZ SK') },
  ...{ spzoo: codes('PL'), doo: codes('RS BA HR SI ME MK'), eood: codes('BG'), ead: codes('BG') },
  ...{ sal: codes('LB'), wll: codes('BH KW QA') },
};

const NONE: readonly string[] = Object.freeze([]);

/** The countries a name's legal forms point to (the intersection when several do), or none. */
export function legalFormCountries(forms: readonly string[]): readonly string[] {
  let countries: readonly string[] | undefined;
  for (const form of forms) {
    const found = COUNTRIES_OF_FORM[form.replace(/ /g, '')];
    if (found === undefined) continue;
    countries = countries === undefined ? found : countries.filter((code) => found.includes(code));
  }
  return countries === undefined || countries.length === 0 ? NONE : countries;
}
