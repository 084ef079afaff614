import { parseBundledListedEntities } from '../../../domain/sanctions/ingest';
import {
  buildMatchIndex,
  DEFAULT_MATCH_THRESHOLD,
  type MatchIndex,
  screen,
  type ScreeningMatch,
  type ScreeningQuery,
} from '../../../domain/sanctions/matching';

let index: MatchIndex;

beforeAll(() => {
  index = buildMatchIndex(parseBundledListedEntities());
});

const person = (name: string, facts: Partial<ScreeningQuery> = {}): ScreeningQuery => ({
  name,
  type: 'INDIVIDUAL',
  ...facts,
});
const run = (query: ScreeningQuery, threshold = DEFAULT_MATCH_THRESHOLD) =>
  screen(index, query, { threshold, limit: 50 });
const best = (query: ScreeningQuery, threshold = DEFAULT_MATCH_THRESHOLD): ScreeningMatch | undefined =>
  run(query, threshold)[0];
const feature = (match: ScreeningMatch | undefined, name: string) =>
  match?.explanation.features.find((evidence) => evidence.feature === name);

describe('screening against the bundled lists: a listed person is found', () => {
  it('loads every bundled list into one index', () => {
    expect(index.stats.entities).toBeGreaterThan(20_000);
    expect(index.datasetIds.has('un_sc_sanctions')).toBe(true);
    expect(index.datasetIds.has('us_ofac_sdn')).toBe(true);
  });

  it.each([
    ['as listed', 'Putin, Vladimir Vladimirovich'],
    ['reordered', 'Vladimir Putin'],
    ['without patronymic, with honorific', 'Mr. Vladimir Putin'],
    ['by initial', 'V. Putin'],
    ['with a typo', 'Vladimr Putin'],
    ['in French', 'Vladimir Poutine'],
    ['in Cyrillic', 'Владимир Владимирович Путин'],
  ])('Putin %s', (_, name) => {
    expect(best(person(name))?.entity.name).toBe('PUTIN, Vladimir Vladimirovich');
  });

  it.each([
    ['Arabic', 'أسامة بن لادن', /^BIN LAD[EI]N, Usama/],
    ['Korean', '김정은', /^KIM, Jong Un$/],
    ['Korean', '최룡해', /^CHOE, Ryong Hae$/],
    ['Chinese', '李方伟', /^LI, Fangwei$/],
    ['Chinese', '王国英', /^WANG, Guoying$/],
    ['Cyrillic', 'Сергей Лавров', /^LAVROV, Sergei/],
  ])('from %s script: %s', (_, name, listed) => {
    expect(best(person(name))?.entity.name).toMatch(listed);
  });

  it('reads a Korean name in Chinese characters in Korean, and says so', () => {
    const match = best(person('金正恩'));
    expect(match?.entity.name).toBe('KIM, Jong Un');
    expect(match?.explanation.queryName).toBe('金正恩');
    expect(match?.explanation.queryNameReading).toEqual({ language: 'Korean', text: '김정은' });
  });

  it('reads a short Chinese name in Mandarin and Korean only: 李娜 is not "ri da" (ABU RIDA)', () => {
    expect(run(person('李娜'))).toEqual([]);
  });

  it('finds organisations however particles and legal forms are written', () => {
    const organisation = (name: string) => best({ name, type: 'ORGANISATION' })?.entity.name;
    expect(organisation('Alqaida')).toMatch(/QA'?IDA/);
    expect(organisation('al-Qaeda')).toMatch(/QA'?[IE]DA/);
    expect(organisation('القاعدة')).toMatch(/QA'?IDA/);
    expect(organisation('Sberbank PJSC')).toMatch(/SBERBANK/);
    expect(organisation('Huawei Technologies Co., Ltd.')).toMatch(/^HUAWEI TECHNOLOGIES/i);
  });

  it('finds a vessel by its IMO number whatever its name', () => {
    const match = best({
      name: 'Ocean Pearl',
      type: 'VESSEL',
      identifiers: [{ type: 'imo', value: 'IMO 9187629' }],
    });
    expect(match).toMatchObject({ score: 100, entity: { name: 'ARTAVIL', imoNumbers: ['9187629'] } });
    expect(feature(match, 'identifier')).toMatchObject({ outcome: 'decisive' });
    // The names have nothing in common, and the explanation says so rather than inventing a pairing.
    expect(match?.explanation).toMatchObject({ listedName: 'ARTAVIL', nameSimilarity: 0, alignedParts: [] });
  });

  it('explains the match: names compared, similarity, each piece of evidence', () => {
    const match = best(person('Usama bin Ladin', { birthDate: '1957-07-30' }));
    expect(match?.explanation).toMatchObject({
      queryName: 'Usama bin Ladin',
      listedName: expect.stringMatching(/BIN LADIN, Usama/),
      nameSimilarity: 100,
      features: expect.arrayContaining([
        {
          feature: 'date_of_birth',
          outcome: 'agree',
          detail: 'query 1957-07-30 vs listed 1957-07-30',
          effect: 10,
        },
      ]),
    });
  });
});

describe('screening against the bundled lists: secondary evidence', () => {
  it('takes a year-only listed birth date as agreement and a far one as a reason not to report', () => {
    // ERIC BADEGE: UN DOB "1971" only.
    const agreeing = best(person('Eric Badege', { birthDate: '1971-05-03' }));
    expect(feature(agreeing, 'date_of_birth')).toMatchObject({
      outcome: 'agree',
      detail: 'query 1971-05-03 vs listed 1971',
    });
    expect(best(person('Eric Badege', { birthDate: '1990-05-03' }))).toBeUndefined();
    expect(
      feature(best(person('Eric Badege', { birthDate: '1990-05-03' }), 0), 'date_of_birth'),
    ).toMatchObject({
      outcome: 'conflict',
    });
  });

  it('lowers the score on a nationality conflict', () => {
    const russian = best(person('Vladimir Vladimirovich Putin', { nationalities: ['RU'] }));
    const german = best(person('Vladimir Vladimirovich Putin', { nationalities: ['DE'] }));
    expect(german?.score).toBeLessThan(russian?.score ?? 0);
    expect(feature(german, 'nationality')).toMatchObject({ outcome: 'conflict', effect: -12 });
  });

  it('lowers the score when a person query meets an organisation entry', () => {
    const asOrganisation = best({ name: 'Islamic Revolutionary Guard Corps', type: 'ORGANISATION' });
    const asPerson = run(person('Islamic Revolutionary Guard Corps'), 0).find(
      (match) => match.entity === asOrganisation?.entity,
    );
    expect(asOrganisation?.score).toBe(100);
    expect(asPerson?.score).toBeLessThan(DEFAULT_MATCH_THRESHOLD);
    expect(feature(asPerson, 'subject_type')).toMatchObject({ outcome: 'conflict', effect: -25 });
  });

  it('screens only the requested datasets', () => {
    const matches = screen(index, person('Eric Badege'), {
      threshold: DEFAULT_MATCH_THRESHOLD,
      datasets: ['un_sc_sanctions'],
    });
    expect(matches.map((match) => match.entity.dataset)).toEqual(['un_sc_sanctions']);
  });
});

describe('screening against the bundled lists: each listing once', () => {
  const organisation = (name: string): ScreeningQuery => ({ name, type: 'ORGANISATION' });

  it('shows an SDN entry once, though the Consolidated Screening List copies it, and names the copy', () => {
    const matches = run(organisation('Bank Melli Iran'));
    const bankMelli = matches.filter((match) => match.entity.sourceId === '25578');
    expect(bankMelli).toHaveLength(1);
    expect(bankMelli[0].entity.dataset).toBe('us_ofac_sdn');
    expect(bankMelli[0].explanation.sameListingIn).toEqual([
      { dataset: 'us_csl_sdn', sourceId: '25578', score: bankMelli[0].score },
    ]);
  });

  it('shows a denied person once, though the copy carries an older effective date', () => {
    const matches = run(organisation('PJSC Aeroflot'));
    expect(matches.map((match) => match.entity.dataset)).toEqual(['us_bis_denied']);
    expect(matches[0].explanation.sameListingIn.map((copy) => copy.dataset)).toEqual([
      'us_csl_denied_persons',
    ]);
  });

  it('keeps listings of one company on different lists apart: each has its own measures', () => {
    const datasets = run(organisation('Rosoboronexport')).map((match) => match.entity.dataset);
    expect(datasets).toEqual(expect.arrayContaining(['us_ofac_sdn', 'us_csl_ssi', 'us_csl_isn']));
    expect(datasets).not.toContain('us_csl_sdn');
  });

  it('shows the copy when only the copying dataset is screened', () => {
    const matches = screen(index, organisation('Bank Melli Iran'), {
      threshold: DEFAULT_MATCH_THRESHOLD,
      datasets: ['us_csl_sdn'],
    });
    expect(matches.find((match) => match.entity.sourceId === '25578')?.entity.dataset).toBe('us_csl_sdn');
  });
});

describe('screening against the bundled lists: an ordinary customer is not flagged', () => {
  it.each([
    person('Thomas Müller', { birthDate: '1989-09-13', nationalities: ['DE'] }),
    person('Anna Schmidt'),
    person('Maria Garcia'),
    person('John Smith'),
    person('Mohammed Ali Khan', { birthDate: '1985-04-12' }),
    person('Ahmed Hassan', { birthDate: '1990-01-01', nationalities: ['DE'] }),
    person('Wei Zhang', { birthDate: '1988-03-03', nationalities: ['DE'] }),
    person('Olga Ivanova'),
    person('Mehmet Öztürk'),
    person('Peter Müller'),
    { name: 'Deutsche Bank AG', type: 'ORGANISATION' },
    { name: 'Volkswagen AG', type: 'ORGANISATION' },
    { name: 'Commerzbank AG', type: 'ORGANISATION' },
    { name: 'Müller Logistik GmbH', type: 'ORGANISATION' },
  ] satisfies ScreeningQuery[])('$name', (query) => {
    expect(run(query)).toEqual([]);
  });
});
