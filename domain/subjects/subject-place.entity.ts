import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { newId } from '../ids';

/** A place of a subject: the caller's free-text address and where the geocoder put it. */
@Entity({ tableName: 'subject_place' })
export class SubjectPlace {
  /** Properties with defaults, optional in `em.create()`. */
  [OptionalProps]?: 'id' | 'description' | 'lat' | 'lng' | 'countryCode';

  @PrimaryKey({ type: 'uuid' })
  id: string = newId();

  @Property({ type: 'uuid' })
  subjectId!: string;

  @Property({ type: 'uuid' })
  organisationId!: string;

  /** Keeps the caller's order of places. */
  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'text' })
  place!: string;

  /** Null when the address could not be resolved. */
  @Property({ type: 'double', nullable: true })
  lat: number | null = null;

  @Property({ type: 'double', nullable: true })
  lng: number | null = null;

  /** ISO 3166-1 alpha-2 country the geocoder read from the address. */
  @Property({ type: 'text', nullable: true })
  countryCode: string | null = null;
}
