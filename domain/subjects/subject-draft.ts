import countries from 'i18n-iso-countries';
import { z } from 'zod';
import { parseInput } from '../validation/parse-input';
import { textField } from '../validation/text-field';
import { SUBJECT_TYPES, type SubjectType } from './subject-type';

/** Bounds that keep one subject a reasonable size; documented in the README's API section. */
export const SUBJECT_LIMITS = {
  nameLength: 500,
  aliases: 100,
  industries: 50,
  industryLength: 200,
  nationalities: 30,
  places: 50,
  placeLength: 1000,
  descriptionLength: 500,
  internalIdLength: 200,
  earliestYear: 1800,
} as const;

/** What a caller may send to create a subject, in the domain's names (dates as ISO 8601 text). */
export interface SubjectDraftInput {
  name: string;
  type?: SubjectType | null;
  aliases?: string[] | null;
  dateOfBirth?: string | null;
  dateOfIncorporation?: string | null;
  industries?: string[] | null;
  nationalities?: string[] | null;
  places?: { description?: string | null; place: string }[] | null;
  internalId?: string | null;
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2}))?$/;

const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, { error: 'must be an array' }).max(max, { error: `must have at most ${max} entries` });

/** An ISO 8601 date-time (or a plain date, read as midnight UTC) that is a real calendar day in the past. */
const pastDate = z.string({ error: 'must be an ISO 8601 date-time string' }).transform((value, ctx) => {
  const match = ISO_DATE_TIME.exec(value.trim());
  const date = match ? new Date(match[0].length === 10 ? `${match[0]}T00:00:00Z` : match[0]) : null;
  const [, year, month, day] = match ?? [];
  // Date() rolls 2021-02-30 over to March; a real day keeps its own month and day.
  const realDay = date && !Number.isNaN(date.getTime()) && sameCalendarDay(value.trim(), year, month, day);
  if (!date || !realDay) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be an ISO 8601 date-time such as 1970-01-31T00:00:00.000Z',
    });
    return z.NEVER;
  }
  if (date.getUTCFullYear() < SUBJECT_LIMITS.earliestYear || date.getTime() > Date.now()) {
    ctx.addIssue({ code: 'custom', message: `must lie between ${SUBJECT_LIMITS.earliestYear} and today` });
    return z.NEVER;
  }
  return date;
});

const countryCode = z
  .string({ error: 'must be a string' })
  .trim()
  .transform((value, ctx) => {
    const code = value.toUpperCase();
    if (!/^[A-Z]{2}$/.test(code) || !countries.isValid(code)) {
      ctx.addIssue({ code: 'custom', message: 'must be an ISO 3166-1 alpha-2 country code such as DE' });
      return z.NEVER;
    }
    return code;
  });

const placeSchema = z.object(
  {
    description: textField(SUBJECT_LIMITS.descriptionLength).nullish(),
    place: textField(SUBJECT_LIMITS.placeLength),
  },
  { error: 'must be an object with a place' },
);

const draftSchema = z
  .object({
    name: textField(SUBJECT_LIMITS.nameLength),
    type: z
      .enum(SUBJECT_TYPES, { error: `must be one of ${SUBJECT_TYPES.join(', ')}` })
      .default('INDIVIDUAL'),
    aliases: list(textField(SUBJECT_LIMITS.nameLength), SUBJECT_LIMITS.aliases).nullish(),
    dateOfBirth: pastDate.nullish(),
    dateOfIncorporation: pastDate.nullish(),
    industries: list(textField(SUBJECT_LIMITS.industryLength), SUBJECT_LIMITS.industries).nullish(),
    nationalities: list(countryCode, SUBJECT_LIMITS.nationalities).nullish(),
    places: list(placeSchema, SUBJECT_LIMITS.places).nullish(),
    internalId: textField(SUBJECT_LIMITS.internalIdLength).nullish(),
  })
  .superRefine((draft, ctx) => {
    // A birth date on a company (or the reverse) is a data-entry error that would mislead matching.
    if (draft.dateOfBirth && draft.type !== 'INDIVIDUAL') {
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: 'applies to type INDIVIDUAL only' });
    }
    if (draft.dateOfIncorporation && draft.type !== 'ORGANISATION') {
      ctx.addIssue({
        code: 'custom',
        path: ['dateOfIncorporation'],
        message: 'applies to type ORGANISATION only',
      });
    }
  });

export interface SubjectDraft {
  name: string;
  type: SubjectType;
  aliases: string[];
  dateOfBirth: Date | null;
  dateOfIncorporation: Date | null;
  industries: string[];
  nationalities: string[];
  places: { description: string | null; place: string }[];
  internalId: string | null;
}

/** Checks and normalises a subject (trimmed strings, upper-case unique country codes, Dates). */
export function parseSubjectDraft(input: SubjectDraftInput): SubjectDraft {
  const d = parseInput(draftSchema, input);
  return {
    name: d.name,
    type: d.type,
    aliases: d.aliases ?? [],
    dateOfBirth: d.dateOfBirth ?? null,
    dateOfIncorporation: d.dateOfIncorporation ?? null,
    industries: d.industries ?? [],
    nationalities: [...new Set(d.nationalities ?? [])],
    places: (d.places ?? []).map((p) => ({ description: p.description ?? null, place: p.place })),
    internalId: d.internalId ?? null,
  };
}

function sameCalendarDay(value: string, year?: string, month?: string, day?: string): boolean {
  const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    value.length > 0 &&
    check.getUTCFullYear() === Number(year) &&
    check.getUTCMonth() === Number(month) - 1 &&
    check.getUTCDate() === Number(day)
  );
}
