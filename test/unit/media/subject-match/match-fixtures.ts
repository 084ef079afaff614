import { sharedGazetteer } from '../../../../domain/geocoding/gazetteer/gazetteer';
import type { NewsHit } from '../../../../domain/media/news/news-source';
import type { SubjectMatch } from '../../../../domain/media/subject-match/subject-match';
import { SubjectMatcher } from '../../../../domain/media/subject-match/subject-matcher';
import type { SubjectPlaceRecord, SubjectRecord } from '../../../../domain/subjects/subject-record';

/** One matcher for every test file's cases: the gazetteer loads once per test file. */
const matcher = new SubjectMatcher(sharedGazetteer());

export interface ArticleFixture {
  headline?: string;
  body: string;
  publishedAt?: string | null;
  matchedName?: string;
  nameScore?: number;
}

export interface SubjectFixture extends Partial<Omit<SubjectRecord, 'dateOfBirth' | 'dateOfIncorporation'>> {
  name: string;
  dateOfBirth?: string;
  dateOfIncorporation?: string;
  places?: Array<Partial<SubjectPlaceRecord> & { place: string }>;
}

export function newsHit(article: ArticleFixture, subjectName: string): NewsHit {
  return {
    article: {
      id: 'article-1',
      url: 'https://news.example/article-1',
      source: 'news.example',
      headline: article.headline ?? '',
      publishedAt:
        article.publishedAt === null ? null : new Date(article.publishedAt ?? '2020-06-15T10:00:00Z'),
      language: 'en',
      author: null,
      body: article.body,
    },
    matchedName: article.matchedName ?? subjectName,
    nameScore: article.nameScore ?? 1,
  };
}

/** Matches an article against a subject given in the fixtures' short form. */
export function matchArticle(article: ArticleFixture, subject: SubjectFixture): SubjectMatch {
  const { places = [], dateOfBirth, dateOfIncorporation, ...record } = subject;
  return matcher.match(newsHit(article, subject.name), {
    subject: {
      id: 'subject-1',
      organisationId: 'organisation-1',
      type: 'INDIVIDUAL',
      aliases: [],
      industries: [],
      nationalities: [],
      internalId: null,
      createdAt: new Date('2024-01-01T00:00:00Z'),
      createdById: 'user-1',
      ...record,
      dateOfBirth: dateOfBirth === undefined ? null : new Date(dateOfBirth),
      dateOfIncorporation: dateOfIncorporation === undefined ? null : new Date(dateOfIncorporation),
    },
    places: places.map((place, index) => ({
      id: `subject-place-${index + 1}`,
      subjectId: 'subject-1',
      description: null,
      lat: null,
      lng: null,
      countryCode: null,
      ...place,
    })),
  });
}
