/**
 * Industries by stable name, each with the English and German words that name it. Words are folded
 * (lower case, no diacritics: "Erdöl" is "erdol"); a trailing `*` matches any ending ("versicherung*"),
 * several words must follow each other ("real estate"). Words with an everyday second sense are left out
 * ("mine", "drug", "gas", "property") or only used in a phrase.
 */
// prettier-ignore
export const INDUSTRY_WORDS: Readonly<Record<string, readonly string[]>> = {
  banking: [
    'bank', 'banks', 'banking', 'banker', 'bankers', 'lender', 'lenders', 'private bank', 'investment bank',
    'banken', 'bankhaus', 'bankengruppe', 'geldinstitut*', 'kreditinstitut*', 'sparkasse*', 'landesbank*',
    'grossbank*', 'privatbank*',
  ],
  insurance: ['insurer', 'insurers', 'insurance', 'reinsurer', 'reinsurance', 'underwriter*', 'versicherung*', 'versicherer', 'ruckversicher*'],
  investment: [
    'hedge fund', 'hedge funds', 'asset manager', 'asset management', 'private equity', 'investment fund',
    'investment firm', 'fund manager', 'brokerage', 'stockbroker*', 'wealth management', 'hedgefonds',
    'vermogensverwalt*', 'investmentfonds', 'fondsgesellschaft*', 'finanzinvestor*', 'beteiligungsgesellschaft*',
  ],
  'oil and gas': [
    'oil', 'crude', 'petroleum', 'natural gas', 'gas field', 'gas pipeline', 'lng', 'oilfield*', 'refinery',
    'refineries', 'petrochemical*', 'erdol*', 'erdgas*', 'olkonzern*', 'olfirma', 'olgesellschaft*', 'olfeld*',
    'raffinerie*', 'gazprom', 'rosneft',
  ],
  mining: [
    'mining', 'miner', 'miners', 'coal mine', 'gold mine', 'copper mine', 'iron ore', 'copper', 'coal', 'cobalt',
    'bergbau*', 'bergwerk*', 'tagebau', 'kohle', 'mine in', 'minen',
  ],
  construction: [
    'construction', 'contractor', 'contractors', 'builder', 'builders', 'infrastructure project*', 'public works',
    'bauunternehm*', 'baukonzern*', 'baufirma', 'bauindustrie', 'bauauftrag', 'bauauftrage', 'baubranche',
  ],
  'real estate': [
    'real estate', 'property developer*', 'property development', 'property market', 'property tycoon',
    'realtor*', 'landlord*', 'immobilie*', 'bautrager*', 'wohnungsbau*',
  ],
  shipping: [
    'shipping', 'shipowner*', 'ship', 'ships', 'vessel', 'vessels', 'tanker', 'tankers', 'freighter*', 'maritime',
    'container ship*', 'reederei*', 'schiff', 'schiffe', 'frachter', 'containerschiff*', 'schifffahrt*',
  ],
  aviation: [
    'airline', 'airlines', 'airport', 'airports', 'aircraft', 'aviation', 'airliner*', 'fluggesellschaft*',
    'flughafen*', 'luftfahrt*', 'flugzeug*',
  ],
  arms: [
    'arms deal*', 'arms trade', 'arms dealer*', 'arms trafficking', 'weapon', 'weapons', 'firearm*', 'ammunition',
    'munitions', 'missile*', 'defence contractor*', 'defense contractor*', 'rustung*', 'waffe', 'waffen',
    'waffenhand*', 'munition', 'panzer',
  ],
  pharmaceuticals: [
    'pharmaceutical*', 'pharma', 'drugmaker*', 'drug company', 'drug maker*', 'vaccine*', 'arzneimittel*',
    'pharmakonzern*', 'pharmaunternehm*', 'medikament*',
  ],
  healthcare: ['hospital', 'hospitals', 'clinic', 'clinics', 'healthcare', 'health care', 'krankenhaus*', 'klinik*', 'gesundheitswesen*'],
  gambling: ['casino*', 'gambling', 'betting', 'bookmaker*', 'lottery', 'poker', 'glucksspiel*', 'spielbank*', 'sportwette*', 'wettanbieter*'],
  crypto: ['crypto*', 'bitcoin*', 'blockchain*', 'ethereum', 'digital currenc*', 'digital asset*', 'krypto*'],
  'politics and government': [
    'minister', 'ministers', 'ministry', 'government', 'parliament*', 'senator', 'congressman', 'congresswoman',
    'mayor', 'governor', 'politician*', 'political party', 'lawmaker*', 'regierung*', 'ministerium',
    'burgermeister*', 'abgeordnete*', 'bundestag*', 'landtag*', 'politiker*', 'ministerprasident*',
  ],
  telecommunications: ['telecom*', 'telecommunication*', 'mobile operator*', 'telekom*', 'mobilfunk*'],
  technology: ['software', 'tech company', 'tech companies', 'tech firm', 'technology company', 'technology firm', 'start up', 'startup*', 'softwarekonzern*', 'technologiekonzern*'],
  automotive: ['carmaker*', 'automaker*', 'automotive', 'car maker*', 'car manufacturer*', 'autobauer*', 'autohersteller*', 'automobilhersteller*', 'autokonzern*'],
  energy: [
    'electricity', 'utility company', 'power plant*', 'power station*', 'nuclear power', 'renewable*', 'solar',
    'wind farm*', 'energy company', 'energieversorger*', 'energiekonzern*', 'kraftwerk*', 'stromanbieter*',
  ],
  retail: ['retailer*', 'supermarket*', 'retail chain*', 'department store*', 'einzelhand*', 'supermarkt*', 'handelskette*'],
  'agriculture and food': ['agricultur*', 'farmer', 'farmers', 'palm oil', 'food company', 'landwirtschaft*', 'lebensmittel*', 'agrarkonzern*'],
  tobacco: ['tobacco', 'cigarette*', 'tabak*', 'zigarette*'],
  'art and antiquities': ['art dealer*', 'auction house*', 'auctioneer*', 'art market', 'art collector*', 'antiquities', 'kunsthandler*', 'auktionshaus*', 'kunstmarkt*'],
  sports: ['football', 'soccer', 'fifa', 'uefa', 'olympic*', 'athlete*', 'fussball*', 'sportverband*'],
  media: ['newspaper*', 'broadcaster*', 'television', 'media company', 'media group', 'zeitung*', 'fernsehsender*', 'rundfunk*'],
  'professional services': ['law firm*', 'accounting firm*', 'auditor*', 'audit firm*', 'consultancy', 'anwaltskanzlei*', 'kanzlei', 'wirtschaftsprufer*', 'beratungsfirma*'],
};

/** Subject-side words for several industries at once ("financial services"), beyond the industries' own words. */
export const INDUSTRY_GROUPS: Readonly<Record<string, readonly string[]>> = {
  finance: ['banking', 'investment', 'insurance'],
  financial: ['banking', 'investment', 'insurance'],
  finanzdienstleist: ['banking', 'investment', 'insurance'],
  finanz: ['banking', 'investment', 'insurance'],
  energy: ['energy', 'oil and gas'],
  energie: ['energy', 'oil and gas'],
  defence: ['arms'],
  defense: ['arms'],
  government: ['politics and government'],
  politics: ['politics and government'],
  public: ['politics and government'],
  gaming: ['gambling'],
  property: ['real estate'],
  transport: ['shipping', 'aviation'],
};

/** Industries close enough that an article on one fits a subject in the other, a little. */
export const RELATED_INDUSTRIES: ReadonlyArray<readonly [string, string]> = [
  ['banking', 'investment'],
  ['banking', 'insurance'],
  ['banking', 'crypto'],
  ['investment', 'crypto'],
  ['oil and gas', 'energy'],
  ['oil and gas', 'shipping'],
  ['construction', 'real estate'],
  ['pharmaceuticals', 'healthcare'],
  ['mining', 'energy'],
];
