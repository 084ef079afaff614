import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType({ description: 'WGS84 coordinates.' })
export class GeoPoint {
  @Field(() => Float)
  lat!: number;

  @Field(() => Float)
  lng!: number;
}
