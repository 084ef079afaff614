import { z } from 'zod';
import { ISO_639_1_CODES } from '../language-codes';

/**
 * One line of the corpus import format (JSON Lines): the article fields; any other field (the labels of the
 * research corpus) is ignored and never stored.
 */
const SCHEMELESS = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#]|$)/i;

/**
 * Text with its NUL bytes removed: scraped pages sometimes carry one, it is no character of any text, and
 * PostgreSQL cannot store it (the whole import stopped at such a line).
 */
const withoutNul = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.replaceAll('\u0000', '') : value), schema);

export const newsArticleLineSchema = z.object({
  id: withoutNul(z.string().trim().min(1).max(200).nullish()),
  /** An address written without scheme ("aljazeera.com/news/…") is read as https. */
  url: withoutNul(
    z.preprocess(
      (value) =>
        typeof value === 'string' && SCHEMELESS.test(value.trim()) ? `https://${value.trim()}` : value,
      z.url({ protocol: /^https?$/ }),
    ),
  ),
  headline: withoutNul(z.string().trim().min(1, 'headline is empty')),
  /** ISO 8601; a time without offset is UTC, a date alone its midnight UTC. */
  published_at: z.union([z.iso.datetime({ offset: true, local: true }), z.iso.date()]).nullish(),
  language: z
    .string()
    .refine((code) => ISO_639_1_CODES.has(code), 'language must be an ISO 639-1 code')
    .nullish(),
  author: withoutNul(z.string().nullish()),
  body: withoutNul(z.string()),
});

/** A line as written to a file (what the schema accepts). */
export interface NewsArticleLine {
  id?: string | null;
  url: string;
  headline: string;
  published_at?: string | null;
  language?: string | null;
  author?: string | null;
  body: string;
}

/** The publication time of a valid line. */
export function publishedAt(value: string | null | undefined): Date | null {
  if (!value) return null;
  const hasZone = /(?:[zZ]|[+-]\d{2}:?\d{2})$/.test(value);
  return new Date(value.length === 10 ? `${value}T00:00:00Z` : hasZone ? value : `${value}Z`);
}
