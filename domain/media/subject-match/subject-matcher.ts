/**
 * SubjectMatch: is this article about *this* subject?
 *
 * The scale (match-types.ts): TOTAL_MATCH 10, STRONG_MATCH 8, MODERATE_MATCH 7, WEAK_MATCH 5, NO_DATA 5
 * (one side has nothing to compare), WEAK_MISMATCH 3, STRONG_MISMATCH 1, TOTAL_MISMATCH 0.
 *
 * Each sub-object compares one kind of fact and takes the type of its best pair (see each match file):
 * - industry: the subject's industries against the lexicon's industries the article names
 *   (industry-match.ts);
 * - nationality: the subject's nationalities against the countries and nationality words of the article,
 *   weighted by how close they stand to the subject's name (nationality-match.ts);
 * - place: the subject's geocoded places against the cities the article names, by distance (place-match.ts);
 * - startDate: birth or founding date against the article's, or the age it gives (start-date-match.ts);
 * - subjectType: the subject's kind against the kind the article shows: cue words around the name
 *   (subject-type-cues.ts), else compromise's tagging of a short window around it (name-tagger.ts).
 *
 * The top-level score starts from the name: 7 (MODERATE_MATCH) when the article names the subject as
 * written (hit.nameScore 1), 6 points lower per unit of nameScore below 1 for looser variants (0.9 → 6.4,
 * 0.5 → 4). Each sub-object then adds or takes away points by its type (SCORE_CHANGES below): agreeing
 * facts raise the score toward STRONG and TOTAL_MATCH, a conflicting nationality beside the name, a
 * far-away place in another country, another kind of party or an impossible age lower it, and NO_DATA
 * changes nothing. Industries weigh least, since an article names many; dates and nationalities most. The
 * kind of party counts only when it conflicts: a search by a person's name finds persons, so agreeing says
 * nothing of who. The sum is clamped to 0–10 and rounded down, so half a point of conflict is a step down (a
 * customer whose nationality an article does not name, while it names others, is 6 and left to the analyst);
 * its type is the scale's step at or below it (9 is STRONG_MATCH, 6 WEAK_MATCH, 4 WEAK_MISMATCH, 2
 * STRONG_MISMATCH). bench/media-namesake-eval.ts measures what this costs ordinary namesakes. Deterministic, and one pass over the article's words
 * per kind of fact; compromise (~50 ms on a whole 5 KB article) only reads ~100 characters around one
 * mention, and only when the cue words leave the kind open.
 */
import type { Gazetteer } from '../../geocoding/gazetteer/gazetteer';
import type { SubjectWithPlaces } from '../../subjects/subject-record';
import type { NewsHit } from '../news/news-source';
import { readArticleText } from './article-text';
import { findCountryMentions } from './country-mentions';
import { matchIndustries } from './industry-match';
import type { MatchType } from './match-types';
import { typeOfScore } from './match-scale';
import { matchNationalities } from './nationality-match';
import { findCityMentions } from './place-mentions';
import { matchPlaces } from './place-match';
import { findStartDate } from './start-date-mentions';
import { matchStartDates } from './start-date-match';
import type { SubjectMatch } from './subject-match';
import { tagSubjectName } from './name-tagger';
import { findSubjectMentions } from './subject-mentions';
import { readArticleSubjectType } from './subject-type-cues';
import { matchSubjectTypes } from './subject-type-match';

type Fact = 'industry' | 'nationality' | 'place' | 'startDate' | 'subjectType';

/** Points each sub-object's type adds to (or takes from) the name's starting score. */
// prettier-ignore
const SCORE_CHANGES: Readonly<Record<Fact, Readonly<Record<MatchType, number>>>> = {
  industry:    { TOTAL_MATCH: 1,   STRONG_MATCH: 0.5, MODERATE_MATCH: 0.5, WEAK_MATCH: 0.25, NO_DATA: 0, WEAK_MISMATCH: -0.25, STRONG_MISMATCH: -0.5, TOTAL_MISMATCH: -1 },
  nationality: { TOTAL_MATCH: 1.5, STRONG_MATCH: 1,   MODERATE_MATCH: 0.5, WEAK_MATCH: 0,    NO_DATA: 0, WEAK_MISMATCH: -0.5,  STRONG_MISMATCH: -3,   TOTAL_MISMATCH: -4 },
  place:       { TOTAL_MATCH: 1.5, STRONG_MATCH: 1,   MODERATE_MATCH: 0.5, WEAK_MATCH: 0.25, NO_DATA: 0, WEAK_MISMATCH: -0.5,  STRONG_MISMATCH: -2.5, TOTAL_MISMATCH: -3 },
  startDate:   { TOTAL_MATCH: 2,   STRONG_MATCH: 1.5, MODERATE_MATCH: 1,   WEAK_MATCH: 0.5,  NO_DATA: 0, WEAK_MISMATCH: -1.5,  STRONG_MISMATCH: -3,   TOTAL_MISMATCH: -4 },
  subjectType: { TOTAL_MATCH: 0,   STRONG_MATCH: 0,   MODERATE_MATCH: 0,   WEAK_MATCH: 0,    NO_DATA: 0, WEAK_MISMATCH: -1,    STRONG_MISMATCH: -2.5, TOTAL_MISMATCH: -4 },
};
const EXACT_NAME_SCORE = 7;
const POINTS_PER_NAME_SCORE = 6;

export class SubjectMatcher {
  constructor(private readonly gazetteer: Gazetteer) {}

  match(hit: NewsHit, { subject, places }: SubjectWithPlaces): SubjectMatch {
    const article = readArticleText(hit.article.headline, hit.article.body);
    const mentions = findSubjectMentions(
      article,
      [hit.matchedName, subject.name, ...subject.aliases],
      subject.type,
    );
    const countries = findCountryMentions(article, mentions, this.gazetteer.regions);
    const cities = findCityMentions(article, mentions, countries, this.gazetteer);
    const facts = {
      industry: matchIndustries(subject.industries, article, mentions),
      nationality: matchNationalities(subject.nationalities, article, mentions, countries),
      place: matchPlaces(places, article, cities, this.gazetteer),
      startDate: matchStartDates(
        subject.type === 'INDIVIDUAL' ? subject.dateOfBirth : subject.dateOfIncorporation,
        findStartDate(article, mentions, subject.type, hit.article.publishedAt),
      ),
      subjectType: matchSubjectTypes(
        subject.type,
        readArticleSubjectType(article, mentions) ?? tagSubjectName(article, mentions),
      ),
    };
    const nameScore = Math.min(1, Math.max(0, hit.nameScore));
    const fromName = EXACT_NAME_SCORE - POINTS_PER_NAME_SCORE * (1 - nameScore);
    const changes = (Object.keys(SCORE_CHANGES) as Fact[]).reduce(
      (sum, fact) => sum + SCORE_CHANGES[fact][facts[fact].type],
      0,
    );
    const score = Math.floor(Math.min(10, Math.max(0, fromName + changes)));
    return { score, type: typeOfScore(score), ...facts };
  }
}
