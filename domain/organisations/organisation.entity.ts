import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { newId } from '../ids';

@Entity({ tableName: 'organisation' })
export class Organisation {
  @PrimaryKey({ type: 'uuid' })
  id: string = newId();

  @Property({ type: 'text', unique: true })
  name: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(name: string) {
    this.name = name;
  }
}
