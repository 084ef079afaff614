import { v7 as uuidv7, validate, version } from 'uuid';

/** UUID v7: time-ordered, so B-tree inserts stay local. */
export function newId(): string {
  return uuidv7();
}

/** Any RFC 9562 UUID; ids of other versions are simply not found rather than rejected. */
export function isUuid(value: string): boolean {
  return validate(value) && version(value) >= 1;
}
