import { Field, ID, ObjectType } from 'type-graphql';
import type { SubjectPlaceRecord } from '../../domain/subjects/subject-record';
import { GeoPoint } from './geo-point.type';

@ObjectType({ description: "A place of a subject: the caller's address and its geocoded point." })
export class Place {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => String, { description: 'Free-text address as given.' })
  place!: string;

  @Field(() => GeoPoint, { nullable: true, description: 'Null when the address could not be resolved.' })
  geoCode!: GeoPoint | null;

  static from(entity: SubjectPlaceRecord): Place {
    return {
      id: entity.id,
      description: entity.description,
      place: entity.place,
      geoCode: entity.lat === null || entity.lng === null ? null : { lat: entity.lat, lng: entity.lng },
    };
  }
}
