import { sharedGazetteer } from '../domain/geocoding/gazetteer/gazetteer';
import type { NewsHit } from '../domain/media/news/news-source';
import { SubjectMatcher } from '../domain/media/subject-match/subject-matcher';
import type { SubjectType } from '../domain/subjects/subject-type';
import type { SubjectWithPlaces } from '../domain/subjects/subject-record';
import { isHeldOut, readRiskCorpus, type RiskExample } from './media-risk-corpus';

/**
 * What an ordinary customer who shares a name with someone in the news meets first: the adverse articles
 * about that other party. For each labelled adverse article of the corpus, its subject's name is screened
 * twice: as a customer known by the name alone, and as a namesake with an ordinary German customer's facts
 * (born or founded recently, in Kassel, German). An article whose match score reaches the default
 * automatic-assessment threshold goes to automatic review, where the assessor decides RISKY on it: for the
 * namesake, that is a false alarm. Nothing was tuned on these figures.
 *
 *   npx tsc -p tsconfig.build.json && node dist/bench/media-namesake-eval.js
 */
const THRESHOLD = 7;
const KASSEL = { place: 'Kassel', lat: 51.3127, lng: 9.4797, countryCode: 'DE' };

function customer(name: string, type: SubjectType, namesake: boolean): SubjectWithPlaces {
  return {
    subject: {
      id: 'customer',
      organisationId: 'bank',
      name,
      type,
      aliases: [],
      dateOfBirth: namesake && type === 'INDIVIDUAL' ? new Date('1991-04-12T00:00:00Z') : null,
      dateOfIncorporation: namesake && type === 'ORGANISATION' ? new Date('2016-09-01T00:00:00Z') : null,
      industries: namesake && type === 'ORGANISATION' ? ['bakery'] : [],
      nationalities: namesake ? ['DE'] : [],
      internalId: null,
      createdAt: new Date(),
      createdById: 'analyst',
    },
    places: namesake ? [{ id: 'place', subjectId: 'customer', description: null, ...KASSEL }] : [],
  };
}

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

const share = (count: number, of: number) => Math.round((count / Math.max(1, of)) * 1000) / 1000;

export function evaluateNamesakes() {
  const matcher = new SubjectMatcher(sharedGazetteer());
  const adverse = readRiskCorpus().filter((example) => example.adverse && example.subject.names.length > 0);
  const rows = adverse.map((example) => {
    const name = example.subject.names[0];
    const type = example.subject.type;
    const nameOnly = matcher.match(hit(example, name), customer(name, type, false));
    const namesake = matcher.match(hit(example, name), customer(name, type, true));
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
    /** How often each of the namesake's facts conflicts with the article's. */
    conflicts: {
      nationality: conflicting('nationality'),
      place: conflicting('place'),
      startDate: conflicting('startDate'),
    },
  };
}

if (require.main === module) console.log(JSON.stringify(evaluateNamesakes(), null, 1));
