import * as isoCountries from 'i18n-iso-countries/index';
import englishNames from 'i18n-iso-countries/langs/en.json';

isoCountries.registerLocale(englishNames);

/** Short forms the ISO names lack ("Russian Federation", "Iran, Islamic Republic of"). */
const SHORT_FORMS = ['russia', 'iran', 'syria', 'korea', 'uae', 'usa', 'uk', 'britain', 'vietnam', 'laos'];

/**
 * One-word country names, as the normaliser leaves them: in an organisation's name they say where it is
 * ("Bank Melli Iran", "Sberbank of Russia"), not who it is.
 */
export const COUNTRY_WORDS: ReadonlySet<string> = new Set([
  ...Object.values(isoCountries.getNames('en', { select: 'all' }))
    .flat()
    .map((name) => name.toLowerCase())
    .filter((name) => /^[a-z]+$/.test(name)),
  ...SHORT_FORMS,
]);
