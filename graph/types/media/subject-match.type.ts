import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { MATCH_TYPES, type MatchType } from '../../../domain/media/subject-match/match-types';
import type { SubjectMatch as SubjectMatchView } from '../../../domain/media/subject-match/subject-match';
import { GeoPoint } from '../geo-point.type';
import { MatchTypeEnum } from './media-enums';

/**
 * The graph's SubjectMatch: the domain's match (domain/media/subject-match/subject-match.ts) with each
 * score's type described. Every class here reads its values from the domain's shape.
 */
@ObjectType('ScoredMatch', { description: 'A score on the match scale and its type.' })
abstract class ScoredMatch {
  @Field(() => Int, { description: '0–10.' })
  score!: number;

  @Field(() => MatchTypeEnum)
  type!: MatchType;

  @Field(() => String, { description: 'The meaning of the match type.' })
  typeDescription(): string {
    return MATCH_TYPES[this.type].description;
  }
}

type View = SubjectMatchView;

@ObjectType()
export class IndustryMatchPair extends ScoredMatch {
  @Field(() => String)
  subjectIndustry!: string;

  @Field(() => String)
  articleIndustry!: string;
}

@ObjectType()
export class IndustryMatch extends ScoredMatch {
  @Field(() => [IndustryMatchPair])
  matches!: IndustryMatchPair[];

  @Field(() => [String])
  subjectIndustries!: View['industry']['subjectIndustries'];

  @Field(() => [String])
  articleIndustries!: View['industry']['articleIndustries'];
}

@ObjectType()
export class NationalityMatchPair extends ScoredMatch {
  @Field(() => String)
  subjectNationality!: string;

  @Field(() => String)
  articleNationality!: string;
}

@ObjectType()
export class NationalityMatch extends ScoredMatch {
  @Field(() => [NationalityMatchPair])
  matches!: NationalityMatchPair[];

  @Field(() => [String], { description: 'ISO 3166-1 alpha-2.' })
  subjectNationalities!: View['nationality']['subjectNationalities'];

  @Field(() => [String], { description: 'ISO 3166-1 alpha-2.' })
  articleNationalities!: View['nationality']['articleNationalities'];
}

@ObjectType()
export class Distance {
  @Field(() => Float)
  kilometers!: number;

  @Field(() => Float)
  miles!: number;
}

@ObjectType()
export class MatchingValue {
  @Field(() => String)
  value!: string;
}

@ObjectType()
export class PlaceMatchPair extends ScoredMatch {
  @Field(() => Distance, { nullable: true, description: 'Null when a side has no coordinates.' })
  distance!: Distance | null;

  @Field(() => [MatchingValue])
  matchingValues!: MatchingValue[];

  @Field(() => ID)
  subjectPlaceId!: string;

  @Field(() => String)
  articlePlaceId!: string;
}

@ObjectType()
export class SubjectPlaceValue {
  @Field(() => ID)
  placeId!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => String)
  place!: string;

  @Field(() => GeoPoint, { nullable: true })
  geoCode(): GeoPoint | null {
    const self = this as unknown as { lat: number | null; lng: number | null };
    return self.lat === null || self.lng === null ? null : { lat: self.lat, lng: self.lng };
  }
}

@ObjectType()
export class ArticlePlaceValue {
  @Field(() => String)
  placeId!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => String)
  place!: string;
}

@ObjectType()
export class PlaceMatch extends ScoredMatch {
  @Field(() => [PlaceMatchPair])
  matches!: PlaceMatchPair[];

  @Field(() => [SubjectPlaceValue])
  subjectPlaces!: View['place']['subjectPlaces'];

  @Field(() => [ArticlePlaceValue])
  articlePlaces!: View['place']['articlePlaces'];
}

@ObjectType()
export class StartDateMatch extends ScoredMatch {
  @Field(() => String, { nullable: true, description: "The subject's birth or founding date." })
  subjectStartDate!: string | null;

  @Field(() => String, { nullable: true, description: 'The date the article states or implies.' })
  articleStartDate!: string | null;
}

@ObjectType()
export class SubjectTypeMatch extends ScoredMatch {
  @Field(() => String)
  subjectType!: string;

  @Field(() => String, { nullable: true })
  articleSubjectType!: string | null;
}

@ObjectType({ description: 'How surely an article is about this subject, and the facts compared.' })
export class SubjectMatch extends ScoredMatch {
  @Field(() => IndustryMatch)
  industry!: View['industry'];

  @Field(() => NationalityMatch)
  nationality!: View['nationality'];

  @Field(() => PlaceMatch)
  place!: View['place'];

  @Field(() => StartDateMatch)
  startDate!: View['startDate'];

  @Field(() => SubjectTypeMatch)
  subjectType!: View['subjectType'];
}
