import { sharedGazetteer } from '../domain/geocoding/gazetteer/gazetteer';
import { parseBundledListedEntities } from '../domain/sanctions/ingest';
import type { NewsHit } from '../domain/media/news/news-source';
import { SubjectMatcher } from '../domain/media/subject-match/subject-matcher';
import type { SubjectType } from '../domain/subjects/subject-type';
import type { SubjectRecord, SubjectWithPlaces } from '../domain/subjects/subject-record';
import { isHeldOut, readRiskCorpus, type RiskExample } from './media-risk-corpus';

/**
 * What an ordinary customer who shares a name with someone in the news meets first: the adverse articles
 * about that other party. For each labelled adverse article of the corpus, its subject's name is screened
 * twice: as a customer known by the name alone, and as a namesake with an ordinary German customer's facts
 * (born or founded recently, in Kassel, German). An article whose match score reaches the default
 * automatic-assessment threshold goes to automatic review, where the assessor decides RISKY on it: for the
 * namesake, that is a false alarm. The other side, what the rules cost the true subject, needs its real
 * facts: people of the corpus whom the bundled sanctions and PEP lists name exactly (every word of the name,
 * in any order) with one full date of birth and a nationality are screened with those facts too.
 *
 *   npx tsc -p tsconfig.build.json && node dist/bench/media-namesake-eval.js
 */
const THRESHOLD = 7;
const KASSEL = { place: 'Kassel', lat: 51.3127, lng: 9.4797, countryCode: 'DE' };

type CustomerFacts = Partial<
  Pick<SubjectRecord, 'dateOfBirth' | 'dateOfIncorporation' | 'industries' | 'nationalities'>
> & { inKassel?: boolean };

function customer(name: string, type: SubjectType, facts: CustomerFacts = {}): SubjectWithPlaces {
  const { inKassel = false, ...known } = facts;
  return {
    subject: {
      id: 'customer',
      organisationId: 'bank',
      name,
      type,
      aliases: [],
      dateOfBirth: null,
      dateOfIncorporation: null,
      industries: [],
      nationalities: [],
      internalId: null,
      createdAt: new Date(),
      createdById: 'analyst',
      ...known,
    },
    places: inKassel ? [{ id: 'place', subjectId: 'customer', description: null, ...KASSEL }] : [],
  };
}

/** An ordinary German customer of that name: born 1991 or founded 2016 (a bakery), in Kassel. */
const namesakeOf = (name: string, type: SubjectType) =>
  customer(
    name,
    type,
    type === 'INDIVIDUAL'
      ? { dateOfBirth: new Date('1991-04-12T00:00:00Z'), nationalities: ['DE'], inKassel: true }
      : {
          dateOfIncorporation: new Date('2016-09-01T00:00:00Z'),
          industries: ['bakery'],
          nationalities: ['DE'],
          inKassel: true,
        },
  );

function hit(example: RiskExample, name: string): NewsHit {
  return {
    article: {
      id: example.id,
      url: `https://corpus.example/${example.id}`,
      source: 'corpus.example',
      headline: example.article.headline,
      // The pipeline reads at most 20,000 characters of a body (corpus-media-pipeline.ts).
      body: example.article.body.slice(0, 20_000),
      publishedAt: example.publishedAt,
      language: example.article.language ?? null,
      author: null,
    },
    matchedName: name,
    nameScore: 1,
  };
}

/** The words of a name, folded and sorted: "AL-ASSAD, Bashar" and "Bashar al-Assad" are one key. */
const nameKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word !== '')
    .sort()
    .join(' ');

interface ListedFacts {
  dateOfBirth: Date;
  nationalities: string[];
}

/** People the lists name with exactly one full date of birth and a nationality, by name key; null when two differ. */
function listedPeople(): Map<string, ListedFacts | null> {
  const people = new Map<string, ListedFacts | null>();
  for (const entity of parseBundledListedEntities()) {
    if (entity.schema !== 'INDIVIDUAL' || entity.nationalities.length === 0) continue;
    // A year alone stands for its middle, at most half a year from the true day.
    const dates = entity.birthDates.flatMap((date) =>
      date.kind === 'exact' && date.date.length === 10
        ? [date.date]
        : date.kind === 'year'
          ? [`${date.year}-07-01`]
          : [],
    );
    if (dates.length !== 1) continue;
    const facts = {
      dateOfBirth: new Date(`${dates[0]}T00:00:00Z`),
      nationalities: [...entity.nationalities],
    };
    for (const name of [entity.name, ...entity.aliases.map((alias) => alias.name)]) {
      const key = nameKey(name);
      const known = people.get(key);
      if (known === undefined) people.set(key, facts);
      else if (known && known.dateOfBirth.getTime() !== facts.dateOfBirth.getTime()) people.set(key, null);
    }
  }
  return people;
}

const share = (count: number, of: number) => Math.round((count / Math.max(1, of)) * 1000) / 1000;

export function evaluateNamesakes() {
  const matcher = new SubjectMatcher(sharedGazetteer());
  const adverse = readRiskCorpus().filter((example) => example.adverse && example.subject.names.length > 0);
  const rows = adverse.map((example) => {
    const name = example.subject.names[0];
    const type = example.subject.type;
    const nameOnly = matcher.match(hit(example, name), customer(name, type));
    const namesake = matcher.match(hit(example, name), namesakeOf(name, type));
    return { example, type, nameOnly: nameOnly.score, namesake: namesake.score, facts: namesake };
  });
  const figures = (selected: typeof rows) => ({
    articles: selected.length,
    /** Reaches automatic review when the customer is known by the name alone. */
    nameOnlyReviewed: share(selected.filter((row) => row.nameOnly >= THRESHOLD).length, selected.length),
    /** Reaches automatic review for the namesake: a false alarm once the assessor finds it adverse. */
    namesakeReviewed: share(selected.filter((row) => row.namesake >= THRESHOLD).length, selected.length),
    /** Scored a mismatch (4 or less) for the namesake. */
    namesakeMismatch: share(selected.filter((row) => row.namesake <= 4).length, selected.length),
    /** The namesake's facts lowered the score below the name's. */
    lowered: share(selected.filter((row) => row.namesake < row.nameOnly).length, selected.length),
  });
  const listed = listedPeople();
  const trueSubjects = adverse.flatMap((example) => {
    const name = example.subject.names[0];
    const facts = example.subject.type === 'INDIVIDUAL' ? listed.get(nameKey(name)) : undefined;
    if (!facts) return [];
    return [{ name, score: matcher.match(hit(example, name), customer(name, 'INDIVIDUAL', facts)).score }];
  });
  const conflicting = (fact: 'nationality' | 'place' | 'startDate') =>
    share(rows.filter((row) => /MISMATCH/.test(row.facts[fact].type)).length, rows.length);
  return {
    benchmark: 'media namesake false alarms',
    threshold: THRESHOLD,
    all: figures(rows),
    individuals: figures(rows.filter((row) => row.type === 'INDIVIDUAL')),
    organisations: figures(rows.filter((row) => row.type === 'ORGANISATION')),
    developmentSubjects: figures(rows.filter((row) => !isHeldOut(row.example))),
    heldOutSubjects: figures(rows.filter((row) => isHeldOut(row.example))),
    /** People of the corpus screened with the facts the sanctions and PEP lists give them. */
    trueSubjectsWithListedFacts: {
      subjects: new Set(trueSubjects.map((row) => row.name)).size,
      articles: trueSubjects.length,
      reviewed: share(trueSubjects.filter((row) => row.score >= THRESHOLD).length, trueSubjects.length),
      mismatch: share(trueSubjects.filter((row) => row.score <= 4).length, trueSubjects.length),
    },
    /** How often each of the namesake's facts conflicts with the article's. */
    conflicts: {
      nationality: conflicting('nationality'),
      place: conflicting('place'),
      startDate: conflicting('startDate'),
    },
  };
}

if (require.main === module) console.log(JSON.stringify(evaluateNamesakes(), null, 1));
