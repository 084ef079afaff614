import { openDatabase, type Database } from '../../domain/database/open-database';
import type { NewsArticleLine } from '../../domain/media/news/news-article-line';
import { NewsImporter } from '../../domain/media/news/news-importer';
import type { NameFuzziness, NewsSearch } from '../../domain/media/news/news-source';
import { PostgresNewsSource } from '../../domain/media/news/postgres-news-source';
import { createTestDatabase } from '../support/test-database';

/**
 * Retrieval from the local news corpus per fuzziness: which articles a subject's name finds, by which
 * form and how surely, and how keywords, language, dates and the limit narrow them.
 */
let database: Database;
let drop: () => Promise<void>;
let source: PostgresNewsSource;

let sequence = 0;
function article(headline: string, body: string, extra: Partial<NewsArticleLine> = {}): NewsArticleLine {
  sequence++;
  return {
    url: `https://news.example.com/story/${sequence}`,
    headline,
    body,
    published_at: new Date(Date.UTC(2024, 0, sequence, 8)).toISOString(),
    language: 'en',
    author: null,
    ...extra,
  };
}

const ARTICLES = {
  caps: article(
    'Fund manager questioned',
    'Police questioned Jurgen MULLER, a Munich fund manager, over fraud.',
  ),
  reversed: article('Suspects named', 'The list of suspects includes Müller, Jürgen, aged 52, of Munich.'),
  initial: article('Fund history', 'The fund was run by J. Müller until 2019, when it was sold.'),
  possessive: article(
    'Company collapses',
    "Jürgen Müller's company collapsed on Friday amid a fraud inquiry.",
  ),
  inflected: article(
    'Durchsuchung in München',
    'Jürgen Müllers Firma wurde wegen Betrugs durchsucht, teilte die Staatsanwaltschaft mit.',
    { language: 'de', published_at: '2021-06-01T10:00:00Z' },
  ),
  spelledOut: article('Munich investor', 'Juergen Mueller, the Munich investor, did not comment.'),
  typo: article('Court date set', 'A court date was set for Jürgen Mülker, the Munich fund manager.'),
  surnameInitial: article(
    'Board changes',
    'Among the directors who left were Schmidt, K. and Müller, J. last year.',
  ),
  namesake: article('Bakery opens', 'Anna Müller, a baker in Hamburg, opened her second shop on Monday.'),
  twoPeople: article('Football', 'Jürgen Klopp and Peter Müller met in Munich to talk about football.'),
  putin: article('Кремль', 'Президент Владимир Путин провёл встречу в Кремле.', { language: 'ru' }),
  tsipras: article('Αθήνα', 'Ο Αλέξης Τσίπρας μίλησε στη Βουλή για την οικονομία.', { language: 'el' }),
  kirchner: article(
    'Former president charged',
    'Former Argentine president Cristina Fernández de Kirchner was charged with corruption.',
  ),
  siemensExact: article('Fine for engineering group', 'Siemens AG was fined by the regulator on Tuesday.'),
  siemensLong: article('Annual meeting', 'Die Siemens Aktiengesellschaft hielt ihre Hauptversammlung ab.', {
    language: 'de',
  }),
  siemensShort: article('Orders rise', 'Siemens said on Monday that orders rose by a tenth.'),
  siemensLowercase: article('Kitchen', 'The recipe uses siemens as a unit, which the author found odd.'),
  acme: article('Takeover', 'Acme Holdings Limited announced a takeover of a rival on Wednesday.'),
  dottedInitialism: article(
    'Steel tariffs',
    'Shares of U.S. Quarry Corp. fell after the tariffs were announced.',
  ),
  fundInitialism: article('Loan talks', 'The I.M.F. said on Monday that talks on a new loan had stalled.'),
  parentPossessive: article(
    'Unit fined',
    "Regulators fined Goldman Sachs's Asset Management arm on Tuesday.",
  ),
  headlineSurname: article(
    'Tanaskovic charged with bribery',
    'The former minister denied the charges on Monday.',
  ),
  headlineNamesake: article(
    'Tanaskovic wins award',
    'Anna Tanaskovic, a violinist, won the prize in Vienna.',
  ),
  romanised: article('Arrest in Beirut', 'Omar Hamdany was arrested at the airport on Sunday.'),
  listConvention: article('Extradition', 'Ramon Garcia-Lopez was extradited to the United States.'),
  shortGiven: article('Adviser indicted', 'Tom Barrack, a long-time adviser, was indicted on Tuesday.'),
  shortNamesake: article('Gallery opening', 'Tom Barrack and Anna Barrack opened a gallery in Santa Monica.'),
  particle: article('Spokesman sentenced', 'Sulaiman Abu Ghaith was sentenced to life in New York.'),
  doubleSurname: article('Confession', 'Prosecutors said Yoshiyama Sasaki confessed to fake contributions.'),
  doubleNamesake: article('Recital', 'The soloist Ann Smith played in Leeds on Friday.'),
  spanishName: article(
    'Port chief arrested',
    'Peruvian police arrested Mauricio Arriaga, the former head of the port authority, on Wednesday.',
  ),
  germanCase: article('Razzia in Frankfurt', 'Ermittler durchsuchten am Dienstag Büros der Deutschen Bank.', {
    language: 'de',
  }),
  club: article('Jubiläum', 'Der TSV Grünwiesen feiert am Samstag sein Vereinsfest.', { language: 'de' }),
  saint: article('Notaufnahme', 'Das Klinikum St. Vitus in Landshut erweitert seine Notaufnahme.', {
    language: 'de',
  }),
  bracketed: article('Plumber fined', 'J. Pennock & Sons was fined £20,000 for unsafe gas work in Leeds.'),
  conjunction: article(
    'Fraud controls',
    'Companies such as PayPal Holdings Inc. and Western Union Co. have been monitoring fraud.',
  ),
  softHyphen: article('Founders charged', 'The founders of Quick\u00adfund.com were charged with fraud.'),
  undetected: article(
    'Verhaftung wegen Geldwäsche',
    'Die Polizei hat am Montag einen Geschäftsmann wegen Geldwäsche verhaftet. Ihm wird vorgeworfen, Millionen gewaschen zu haben.',
    { language: null },
  ),
};

beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  database = await openDatabase({ url: created.url, poolMax: 4 });
  async function* lines() {
    for (const line of Object.values(ARTICLES)) yield JSON.stringify(line);
  }
  const counts = await new NewsImporter().import(database.em.fork(), lines());
  expect(counts).toEqual({ lines: 38, imported: 38, duplicates: 0, rejected: 0 });
  source = new PostgresNewsSource(() => database.em.fork());
}, 60_000);

afterAll(async () => {
  await database?.close(true);
  await drop?.();
});

function search(names: string[], fuzziness: NameFuzziness, options: Partial<NewsSearch> = {}) {
  return source.search({
    names,
    subjectType: 'INDIVIDUAL',
    fuzziness,
    keywords: [],
    language: null,
    publishedAfter: null,
    limit: 100,
    ...options,
  });
}

const urlsOf = (...keys: (keyof typeof ARTICLES)[]) => keys.map((key) => ARTICLES[key].url).sort();
const urls = (hits: { article: { url: string } }[]) => hits.map((hit) => hit.article.url).sort();

describe('a person at each fuzziness', () => {
  it('STRICT finds the name as written, case, diacritics and a possessive aside, and nothing else', async () => {
    const hits = await search(['Jürgen Müller'], 'STRICT');
    expect(urls(hits)).toEqual(urlsOf('caps', 'possessive'));
    expect(hits.map((hit) => hit.nameScore)).toEqual([1, 1]);
    expect(hits.map((hit) => hit.matchedName).sort()).toEqual(['Jurgen MULLER', 'Jürgen Müller']);
  });

  it('STANDARD adds name order, inflection, initials and spelled-out umlauts, not namesakes', async () => {
    const hits = await search(['Jürgen Müller'], 'STANDARD');
    expect(urls(hits)).toEqual(
      urlsOf('caps', 'reversed', 'initial', 'possessive', 'inflected', 'spelledOut'),
    );
    const byUrl = new Map(hits.map((hit) => [hit.article.url, hit]));
    expect(byUrl.get(ARTICLES.reversed.url)).toMatchObject({ matchedName: 'Müller, Jürgen', nameScore: 0.9 });
    expect(byUrl.get(ARTICLES.initial.url)).toMatchObject({ matchedName: 'J. Müller', nameScore: 0.9 });
    expect(byUrl.get(ARTICLES.inflected.url)).toMatchObject({
      matchedName: 'Jürgen Müllers',
      nameScore: 0.9,
    });
    expect(byUrl.get(ARTICLES.spelledOut.url)).toMatchObject({
      matchedName: 'Juergen Mueller',
      nameScore: 0.9,
    });
    // The surest forms come first.
    expect(hits.slice(0, 2).map((hit) => hit.nameScore)).toEqual([1, 1]);
  });

  it('BROAD adds one typo in a long name part and the surname with a given initial, still no namesakes', async () => {
    const hits = await search(['Jürgen Müller'], 'BROAD');
    expect(urls(hits)).toEqual(
      urlsOf(
        'caps',
        'reversed',
        'initial',
        'possessive',
        'inflected',
        'spelledOut',
        'typo',
        'surnameInitial',
      ),
    );
    const byUrl = new Map(hits.map((hit) => [hit.article.url, hit]));
    expect(byUrl.get(ARTICLES.typo.url)).toMatchObject({ matchedName: 'Jürgen Mülker', nameScore: 0.6 });
    expect(byUrl.get(ARTICLES.surnameInitial.url)).toMatchObject({
      matchedName: 'Müller, J',
      nameScore: 0.6,
    });
  });

  it('a subject written surname first is found as written at STRICT and in the usual order at STANDARD', async () => {
    expect(urls(await search(['Müller, Jürgen'], 'STRICT'))).toEqual(urlsOf('reversed'));
    expect(urls(await search(['Müller, Jürgen'], 'STANDARD'))).toContain(ARTICLES.caps.url);
  });

  it('finds a given name and surname with further names between them at STANDARD only', async () => {
    expect(await search(['Cristina Kirchner'], 'STRICT')).toEqual([]);
    const [hit] = await search(['Cristina Kirchner'], 'STANDARD');
    expect(hit).toMatchObject({ matchedName: 'Cristina Fernández de Kirchner', nameScore: 0.85 });
  });

  it('finds names written in Cyrillic or Greek by their Latin spelling from STANDARD on', async () => {
    expect(await search(['Vladimir Putin'], 'STRICT')).toEqual([]);
    const [putin] = await search(['Vladimir Putin'], 'STANDARD');
    expect(putin).toMatchObject({ matchedName: 'Владимир Путин', nameScore: 0.8 });
    const [tsipras] = await search(['Alexis Tsipras'], 'STANDARD');
    expect(tsipras).toMatchObject({ matchedName: 'Αλέξης Τσίπρας', nameScore: 0.8 });
  });

  it('finds another romanisation of a name (same consonants, other vowels or doubling) from STANDARD on', async () => {
    expect(await search(['Omar Hamdani'], 'STRICT')).toEqual([]);
    const [hit] = await search(['Omar Hamdani'], 'STANDARD');
    expect(hit).toMatchObject({ matchedName: 'Omar Hamdany', nameScore: 0.8 });
  });

  it('finds a surname alone in the headline, unless the article names someone else by it', async () => {
    expect(await search(['Milan Tanaskovic'], 'STRICT')).toEqual([]);
    const hits = await search(['Milan Tanaskovic'], 'STANDARD');
    expect(urls(hits)).toEqual(urlsOf('headlineSurname'));
    expect(hits[0]).toMatchObject({ matchedName: 'Tanaskovic', nameScore: 0.7 });
  });

  it("reads the surname of a name in the lists' convention from its capitals", async () => {
    const [hit] = await search(['GARCIA LOPEZ Ramon'], 'STANDARD');
    expect(hit).toMatchObject({ matchedName: 'Ramon Garcia-Lopez', nameScore: 0.9 });
  });

  it('finds a short or formal form of a given name (Tom for Thomas) from STANDARD on', async () => {
    expect(await search(['Thomas Barrack'], 'STRICT')).toEqual([]);
    const hits = await search(['Thomas Barrack'], 'STANDARD');
    expect(urls(hits)).toEqual(urlsOf('shortGiven', 'shortNamesake'));
    expect(hits[0]).toMatchObject({ matchedName: 'Tom Barrack', nameScore: 0.9 });
    // A short form counts for its formal name only: Tom is no Timothy.
    expect(await search(['Timothy Barrack'], 'STANDARD')).toEqual([]);
  });

  it('finds another romanisation of an Arabic particle, with a middle name left out', async () => {
    expect(await search(['Sulaiman Jassem ABO GHAITH'], 'STRICT')).toEqual([]);
    const [hit] = await search(['Sulaiman Jassem ABO GHAITH'], 'STANDARD');
    expect(hit).toMatchObject({ matchedName: 'Sulaiman Abu Ghaith', nameScore: 0.9 });
  });

  it('finds a double surname without the given name, never a given name with the surname', async () => {
    const [hit] = await search(['Jorge Yoshiyama Sasaki'], 'STANDARD');
    expect(hit).toMatchObject({ matchedName: 'Yoshiyama Sasaki', nameScore: 0.85 });
    expect(await search(['Mary Ann Smith'], 'STANDARD')).toEqual([]);
  });

  it('finds the first given name with a Spanish family name, never the first half of a hyphenated surname', async () => {
    const name = 'Mauricio Esteban Arriaga Solís';
    expect(await search([name], 'STRICT')).toEqual([]);
    const [hit] = await search([name], 'STANDARD');
    expect(hit).toMatchObject({ matchedName: 'Mauricio Arriaga', nameScore: 0.85 });
    expect(hit.article.url).toBe(ARTICLES.spanishName.url);
    // The lists' conventions mark the surname: its first word is the family name.
    for (const listed of ['Mauricio ARRIAGA SOLÍS', 'Arriaga Solís, Mauricio']) {
      expect(urls(await search([listed], 'STANDARD'))).toEqual(urlsOf('spanishName'));
    }
    expect(await search(['Anna Müller-Schmidt'], 'STANDARD')).toEqual([]);
  });

  it('any alias finds the subject', async () => {
    const hits = await search(['Nobody Known', 'Alexis Tsipras'], 'STANDARD');
    expect(urls(hits)).toEqual(urlsOf('tsipras'));
  });
});

describe('an organisation', () => {
  const organisation = (names: string[], fuzziness: NameFuzziness) =>
    search(names, fuzziness, { subjectType: 'ORGANISATION' });

  it('STRICT finds the name with its legal form as written', async () => {
    expect(urls(await organisation(['Siemens AG'], 'STRICT'))).toEqual(urlsOf('siemensExact'));
  });

  it('STANDARD finds the name without or with another spelling of the legal form, never a common word', async () => {
    const hits = await organisation(['Siemens AG'], 'STANDARD');
    expect(urls(hits)).toEqual(urlsOf('siemensExact', 'siemensLong', 'siemensShort'));
    expect(hits[0]).toMatchObject({ matchedName: 'Siemens AG', nameScore: 1 });
    expect(hits.slice(1).map((hit) => hit.nameScore)).toEqual([0.9, 0.9]);
    const [acme] = await organisation(['Acme Holdings Ltd'], 'STANDARD');
    expect(acme).toMatchObject({ matchedName: 'Acme Holdings', nameScore: 0.9 });
    expect(acme.article.url).toBe(ARTICLES.acme.url);
  });

  it('STANDARD finds a unit named in the possessive of its parent, STRICT does not', async () => {
    const name = 'Goldman Sachs Asset Management';
    expect(await organisation([name], 'STRICT')).toEqual([]);
    const [hit] = await organisation([name], 'STANDARD');
    expect(hit).toMatchObject({ matchedName: "Goldman Sachs's Asset Management", nameScore: 0.9 });
    expect(hit.article.url).toBe(ARTICLES.parentPossessive.url);
  });

  it('STANDARD finds an initialism written with full stops, and a dotted one written without', async () => {
    expect(await organisation(['US Quarry Corp'], 'STRICT')).toEqual([]);
    const [quarry] = await organisation(['US Quarry Corp'], 'STANDARD');
    expect(quarry).toMatchObject({ matchedName: 'U.S. Quarry Corp', nameScore: 0.9 });
    expect(quarry.article.url).toBe(ARTICLES.dottedInitialism.url);
    const [fund] = await organisation(['IMF'], 'STANDARD');
    expect(fund).toMatchObject({ matchedName: 'I.M.F', nameScore: 0.9 });
    const [written] = await organisation(['U.S. Quarry Corporation'], 'STANDARD');
    expect(written.article.url).toBe(ARTICLES.dottedInitialism.url);
  });

  it('STANDARD finds a name in German cases, without its founding year, its words in brackets or a full stop', async () => {
    const cases: [string, keyof typeof ARTICLES, string][] = [
      ['Deutsche Bank AG', 'germanCase', 'Deutschen Bank'],
      ['TSV Grünwiesen 1908 e.V.', 'club', 'TSV Grünwiesen'],
      ['J. Pennock & Sons (Plumbing) Ltd', 'bracketed', 'J. Pennock & Sons'],
      ['Klinikum St. Vitus gGmbH', 'saint', 'Klinikum St. Vitus'],
    ];
    for (const [name, key, matchedName] of cases) {
      expect(await organisation([name], 'STRICT')).toEqual([]);
      const hits = await organisation([name], 'STANDARD');
      expect(urls(hits)).toEqual(urlsOf(key));
      expect(hits[0]).toMatchObject({ matchedName, nameScore: 0.9 });
    }
  });

  it('STANDARD reads "&" as "and", across the full stop of an abbreviation', async () => {
    const name = 'PayPal Holdings Inc. & Western Union Co.';
    expect(await organisation([name], 'STRICT')).toEqual([]);
    const [hit] = await organisation([name], 'STANDARD');
    expect(hit).toMatchObject({ matchedName: 'PayPal Holdings Inc. and Western Union Co', nameScore: 1 });
  });
});

it('reads a name across invisible soft hyphens and a dot inside a domain name', async () => {
  const [hit] = await search(['Quickfund.com'], 'STRICT', { subjectType: 'ORGANISATION' });
  expect(hit).toMatchObject({ matchedName: 'Quick\u00adfund.com', nameScore: 1 });
});

describe('narrowing', () => {
  it('keywords keep articles that also mention one of them, stemmed in the article language', async () => {
    expect(urls(await search(['Jürgen Müller'], 'STANDARD', { keywords: ['fraud'] }))).toEqual(
      urlsOf('caps', 'possessive'),
    );
    expect(
      urls(await search(['Jürgen Müller'], 'STANDARD', { keywords: ['Betrug', 'embezzlement'] })),
    ).toEqual(urlsOf('inflected'));
  });

  it('the language filter keeps articles in that language', async () => {
    expect(urls(await search(['Jürgen Müller'], 'STANDARD', { language: 'de' }))).toEqual(
      urlsOf('inflected'),
    );
  });

  it('publishedAfter drops older articles', async () => {
    const hits = await search(['Jürgen Müller'], 'STANDARD', {
      publishedAfter: new Date('2022-01-01T00:00:00Z'),
    });
    expect(urls(hits)).toEqual(urlsOf('caps', 'reversed', 'initial', 'possessive', 'spelledOut'));
  });

  it('limit keeps the surest hits', async () => {
    const hits = await search(['Jürgen Müller'], 'STANDARD', { limit: 2 });
    expect(hits).toHaveLength(2);
    expect(urls(hits)).toEqual(urlsOf('caps', 'possessive'));
  });
});

it('an article imported without a language gets the one detected', async () => {
  const [hit] = await source.search({
    names: ['Geldwäsche'],
    subjectType: 'VESSEL',
    fuzziness: 'STRICT',
    keywords: [],
    language: 'de',
    publishedAfter: null,
    limit: 5,
  });
  expect(hit.article.url).toBe(ARTICLES.undetected.url);
  expect(hit.article.language).toBe('de');
});
