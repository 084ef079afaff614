/**
 * Closed word classes of names, spelled as the normaliser leaves them (lower-case ASCII, no punctuation).
 * They are grammar, not names: no list entry is needed here for a name to be matched.
 */

const words = (text: string): string[] => text.trim().split(/\s+/);

/** Honorifics, religious and military ranks. Only words that are never given names ("Amir", "Hafiz" are). */
export const TITLES: ReadonlySet<string> = new Set(
  words(`
    mr mrs ms miss mister madam dr doctor prof professor sir dame lord
    sheikh shaikh sheik shaykh cheikh shaich haji hajji hadji hajj alhaj alhaji
    mullah mulla mollah maulavi maulvi mawlawi moulavi maulana mawlana mufti qari imam ustad ustadh ustadz
    ayatollah hojatoleslam pir
    general gen colonel col lieutenant lt major maj captain capt brigadier admiral commander commandant
    sergeant sgt marshal rtd retd navy senator rev reverend bishop pastor hon honourable honorable eng engineer
    his excellency
  `),
);

/**
 * Particles of names, written joined or apart ("Al Qaida" / "Alqaida", "Bashir ud Din" / "Bashiruddin",
 * "van der Berg"): they weigh little when compared and may be glued to their neighbour.
 */
export const PARTICLES: ReadonlySet<string> = new Set(
  words(`
    al el ul ud ad ar as ash at az bin ibn ben bint binti bte abu abou bou ould oglu ogly uulu
    van von der den ter de da di du del della dos das do la le los las mac mc st y e i
  `),
);

/** First parts of Arabic compound names, joined to the next word as often as not ("Abdul Rahman"). */
export const COMPOUND_HEADS: ReadonlySet<string> = new Set(
  words('abd abdul abdel abdal abdol abdoul abdu abdur abdus abdi'),
);

/**
 * Last parts of compound names ("Saif ud Din", "Habib Ullah", Persian "Akhund Zada"), likewise joined or
 * apart; zdah is زاده as read from the Arabic script.
 */
export const COMPOUND_TAILS: ReadonlySet<string> = new Set(
  words('din deen dine uddin eddine ullah allah ollah illah rahman rehman zaman zada zadeh zade zadah zdah'),
);

/** Function words of organisation names: they carry no identity. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  words('the of and for in on at to by with an a und et des die das dem fur pour en por para con'),
);

/**
 * Generic words of organisation names: what kind of business, not which one ("Rosneft Trading",
 * "Wagner Group", "Müller Logistik"). A customer's short name often leaves them out.
 */
export const DESCRIPTORS: ReadonlySet<string> = new Set(
  words(`
    group groups gruppe grupo groupe holding holdings trading trade traders general international intl global worldwide
    industries industry industrial enterprises enterprise services service solutions logistics logistik
    handel handelsgesellschaft partners partner associates ventures venture
  `),
);

/** Legal-form phrases that stand before the name as well as after it ("Joint Stock Company Sberbank"). */
const SPELLED_OUT_FORMS = [
  'joint stock company',
  'open joint stock company',
  'closed joint stock company',
  'public joint stock company',
  'limited liability company',
  'kabushiki kaisha',
  'obshchestvo s ogranichennoy otvetstvennostyu',
  'obshchestvo s ogranichennoi otvetstvennostyu',
  'aktsionernoe obshchestvo',
  'aktsionernoye obshchestvo',
  'otkrytoe aktsionernoe obshchestvo',
  'zakrytoe aktsionernoe obshchestvo',
  'publichnoe aktsionernoe obshchestvo',
  'publichnoye aktsionernoye obshchestvo',
  'tovarystvo z obmezhenoyu vidpovidalnistyu',
];

/** Each phrase also with "Company" and "Limited" abbreviated, as customers write them ("Joint Stock Co."). */
const SPELLED_OUT_LEGAL_FORMS = [
  ...new Set(
    SPELLED_OUT_FORMS.flatMap((form) => [
      form,
      form.replace(/\bcompany\b/, 'co'),
      form.replace(/\blimited\b/, 'ltd'),
      form.replace(/\blimited\b/, 'ltd').replace(/\bcompany\b/, 'co'),
    ]),
  ),
];

/**
 * Legal forms, as single words or phrases (dotted abbreviations arrive as runs of letters: "s a" for "S.A.").
 * They are left out of the comparison and count as weak evidence that the name is an organisation's.
 */
export const LEGAL_FORMS: readonly string[] = [
  ...words(`
    ltd limited llc llp lp inc incorporated corp corporation co company plc gmbh ag kg ohg ug se eg ev mbh
    sa sarl sas sal srl spa sl ltda cia sac saa sab sapi cv bv nv oy oyj ab as asa aps pte pty pvt private
    bhd sdn tbk pt fze fzco fzc fzllc fz dmcc wll jsc ojsc pjsc cjsc ooo oao zao pao ao tov too kft zrt nyrt
    doo dd ad ead eood ood sro spol sp zoo jv pllc lc gie kk kabushiki kaisha yugen gongsi youxian
    sprl scrl snc sae psc qsc qpsc bsc ksc kscc kscp saog saoc eirl
  `),
  ...SPELLED_OUT_LEGAL_FORMS,
  ...['limited liability partnership', 'company limited', 'private limited', 'public limited company'],
  ...['sp z o o', 's a de c v', 's de r l', 's de r l de c v', 'de c v', 'you xian gong si', 'gong si'],
];

/** Legal forms that stand before the name in their languages ("OOO Romashka", "PT Bank …", "JSC …"). */
export const LEADING_LEGAL_FORMS: readonly string[] = [
  ...words('ooo oao zao pao ao jsc ojsc pjsc cjsc tov too pt cv kk chp'),
  ...SPELLED_OUT_LEGAL_FORMS,
];

/**
 * Abbreviations of generic words in organisation names, and the word each stands for: "Intl" and
 * "International" are one word to the comparison.
 */
export const ORGANISATION_ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ...[
    ['intl', 'international'],
    ['int', 'international'],
    ['natl', 'national'],
    ['grp', 'group'],
  ],
  ...[
    ['hldg', 'holding'],
    ['hldgs', 'holdings'],
    ['hlds', 'holdings'],
    ['trdg', 'trading'],
  ],
  ...[
    ['inds', 'industries'],
    ['indl', 'industrial'],
    ['mfg', 'manufacturing'],
    ['mgmt', 'management'],
  ],
  ...[
    ['svcs', 'services'],
    ['svc', 'service'],
    ['engg', 'engineering'],
    ['tech', 'technology'],
  ],
  ...[
    ['techs', 'technologies'],
    ['bros', 'brothers'],
    ['assn', 'association'],
    ['inst', 'institute'],
  ],
  ...[
    ['dept', 'department'],
    ['mktg', 'marketing'],
    ['dev', 'development'],
    ['devt', 'development'],
  ],
  ...[
    ['invt', 'investment'],
    ['invts', 'investments'],
    ['elec', 'electric'],
    ['chem', 'chemical'],
  ],
] as [string, string][]);

/** Endings of East Slavic patronymics and Turkic "son of" words: often missing from a customer's name. */
export const PATRONYMIC_ENDING =
  /(?:ovich|evich|yevich|ovych|evych|ovna|evna|yevna|ichna|oglu|ogly|kyzy|uulu)$/;
