import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { newId } from '../ids';
import type { SubjectType } from './subject-type';

/** A customer (person or company) screened by an organisation. Places live in `SubjectPlace`. */
@Entity({ tableName: 'subject' })
export class Subject {
  /** Properties with defaults, optional in `em.create()`. */
  [OptionalProps]?:
    | 'id'
    | 'createdAt'
    | 'aliases'
    | 'industries'
    | 'nationalities'
    | 'dateOfBirth'
    | 'dateOfIncorporation'
    | 'internalId';

  @PrimaryKey({ type: 'uuid' })
  id: string = newId();

  @Property({ type: 'uuid' })
  organisationId!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  type!: SubjectType;

  @Property({ type: 'json' })
  aliases: string[] = [];

  @Property({ type: 'datetime', nullable: true })
  dateOfBirth: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  dateOfIncorporation: Date | null = null;

  @Property({ type: 'json' })
  industries: string[] = [];

  @Property({ type: 'json' })
  nationalities: string[] = [];

  @Property({ type: 'text', nullable: true })
  internalId: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'uuid' })
  createdById!: string;
}
