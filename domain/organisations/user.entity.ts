import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { newId } from '../ids';

/** A person of an organisation; credentials are issued to users, and records carry `createdById`. */
@Entity({ tableName: 'app_user' })
export class User {
  @PrimaryKey({ type: 'uuid' })
  id: string = newId();

  @Property({ type: 'uuid' })
  organisationId: string;

  @Property({ type: 'text' })
  email: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(organisationId: string, email: string) {
    this.organisationId = organisationId;
    this.email = email;
  }
}
