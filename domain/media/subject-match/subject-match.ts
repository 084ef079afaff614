import type { MatchType } from './match-types';

/** Every match, and every sub-object, carries its score and type (description from MATCH_TYPES). */
export interface Scored {
  score: number;
  type: MatchType;
}

/** A place of the subject, as stored (coordinates when it could be geocoded). */
export interface SubjectPlaceValue {
  placeId: string;
  description: string | null;
  place: string;
  lat: number | null;
  lng: number | null;
}

/** A place the article names, with a stable id within the article's match (e.g. `article-place-1`). */
export interface ArticlePlaceValue {
  placeId: string;
  /** The article's words around it, or null. */
  description: string | null;
  place: string;
}

/**
 * Is the article about *this* subject? The contract's SubjectMatch in the domain's names: a top-level
 * score and type, and one sub-object per kind of fact, each with the values found on both sides and
 * the pairs compared.
 */
export interface SubjectMatch extends Scored {
  industry: Scored & {
    matches: (Scored & { subjectIndustry: string; articleIndustry: string })[];
    subjectIndustries: string[];
    articleIndustries: string[];
  };
  nationality: Scored & {
    matches: (Scored & { subjectNationality: string; articleNationality: string })[];
    /** ISO 3166-1 alpha-2 codes on both sides. */
    subjectNationalities: string[];
    articleNationalities: string[];
  };
  place: Scored & {
    matches: (Scored & {
      distance: { kilometers: number; miles: number } | null;
      matchingValues: { value: string }[];
      subjectPlaceId: string;
      articlePlaceId: string;
    })[];
    subjectPlaces: SubjectPlaceValue[];
    articlePlaces: ArticlePlaceValue[];
  };
  startDate: Scored & {
    /** ISO date-time of the subject's birth or founding, or null. */
    subjectStartDate: string | null;
    /** The birth or founding date the article states or implies (an age against its date), or null. */
    articleStartDate: string | null;
  };
  subjectType: Scored & {
    subjectType: string;
    /** INDIVIDUAL, ORGANISATION, … as the article shows it, or null when it does not tell. */
    articleSubjectType: string | null;
  };
}
