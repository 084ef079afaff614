import { cleanText } from './entity-draft';

/** A denied person's name as a slug: the Denied Persons List has no ids. */
export function deniedPersonSlug(name: string): string {
  return cleanText(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** One denial order: its person's name and its effective day. */
export function denialOrderKey(name: string, effectiveDay: string): string {
  return `${deniedPersonSlug(name)}-${effectiveDay}`;
}
