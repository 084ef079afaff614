import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { newId } from '../ids';

/** An API credential. Only a SHA-256 hash of its secret is stored. */
@Entity({ tableName: 'credential' })
export class Credential {
  @PrimaryKey({ type: 'uuid' })
  id: string = newId();

  @Property({ type: 'uuid' })
  organisationId: string;

  @Property({ type: 'uuid' })
  userId: string;

  @Property({ type: 'text' })
  secretHash: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;

  constructor(organisationId: string, userId: string, secretHash: string) {
    this.organisationId = organisationId;
    this.userId = userId;
    this.secretHash = secretHash;
  }
}
