import type { SubjectType } from '../../subjects/subject-type';
import type { ArticleText } from './article-text';
import type { SubjectMentions } from './subject-mentions';

/** How exactly the article gives the date: a day, a year, or an age against its publication date. */
export type DatePrecision = 'DAY' | 'YEAR' | 'AGE';

/** A birth or founding date the article states or implies for the subject. */
export interface ArticleStartDate {
  /** For an age: the latest possible birth date (publication date minus the age). */
  readonly date: Date;
  readonly precision: DatePrecision;
}

// prettier-ignore
const MONTHS: Readonly<Record<string, number>> = {
  january: 1, jan: 1, januar: 1, jänner: 1, february: 2, feb: 2, februar: 2, march: 3, mar: 3, märz: 3, maerz: 3,
  april: 4, apr: 4, may: 5, mai: 5, june: 6, jun: 6, juni: 6, july: 7, jul: 7, juli: 7, august: 8, aug: 8,
  september: 9, sep: 9, sept: 9, october: 10, oct: 10, oktober: 10, okt: 10, november: 11, nov: 11,
  december: 12, dec: 12, dezember: 12, dez: 12,
};
const MONTH = `(${Object.keys(MONTHS).join('|')})\\.?`;
const YEAR = '((?:1[5-9]|20)\\d\\d)';
/** "12 March 1961", "12. März 1961", "March 12, 1961", "12.03.1961", "1961-03-12", or a year alone. */
const DATE =
  `(?:(\\d{1,2})\\.?\\s+${MONTH}\\s+${YEAR}|${MONTH}\\s+(\\d{1,2}),?\\s+${YEAR}|` +
  `(\\d{1,2})\\.(\\d{1,2})\\.${YEAR}|${YEAR}-(\\d\\d)-(\\d\\d)|${YEAR})(?!\\d)`;
/** Words between the trigger and the date, without a full stop or digits: "born in Buenos Aires in 1953". */
const GAP = '[^.;:\\d]{0,40}?';
const BIRTH = [
  new RegExp(`\\b(?:born|geboren|geb\\.)${GAP}${DATE}`, 'giu'),
  // German puts the participle last: "wurde am 12. März 1961 in Malmö geboren".
  new RegExp(`${DATE}${GAP}\\bgeboren`, 'giu'),
];
const FOUNDING = [
  new RegExp(
    `\\b(?:founded|established|incorporated|set up|formed|built|launched|gegründet|gegr\\.|errichtet|gebaut)${GAP}${DATE}`,
    'giu',
  ),
  new RegExp(`${DATE}${GAP}\\b(?:gegründet|errichtet|gebaut)`, 'giu'),
];
/** "52-year-old", "aged 52", "age 52", "52-jährige", "im Alter von 52", "52 Jahre alt". */
const AGE = new RegExp(
  '\\b(?:(\\d{1,3})[-\\s]years?[-\\s]old|aged?\\s+(\\d{1,3})|(\\d{1,3})-j(?:ä|ae)hrige?[nrs]?|' +
    'im\\s+alter\\s+von\\s+(\\d{1,3})|(\\d{1,3})\\s+jahre\\s+alt)\\b',
  'giu',
);
/** An age right after the name: "Jane Doe (52)", "Jane Doe, 52, of Leeds". */
export const AGE_AFTER_NAME = /^(?:\s*\((\d{1,3})\)|,\s*(\d{1,3}),)/;
/**
 * How many characters may stand between a mention and its date ("X, who was born in Leeds in", "X, the
 * company founded in") or its age ("The 52-year-old former banker X", "X, a 52-year-old").
 */
const NEAREST_DATE = 80;
const NEAREST_AGE = 30;
/** An age before the name belongs to something else when a preposition stands between: "an 11-year-old video of X". */
const AGE_OF_SOMETHING_ELSE = /\b(?:of|by|from|for|with|about|against|to|von|über|gegen|mit)\b/i;
const OLDEST_AGE = 120;

/**
 * The subject's birth date (an individual) or founding date (anything else) as the article gives it,
 * in the sentences that name the subject: after "born"/"geboren" or "founded"/"gegründet", or, for an
 * individual, an age beside a mention ("52-year-old", "(52)", "52, of", "52-jährige") against the
 * publication date. The statement nearest to a mention wins; one farther away is more likely about
 * someone else named in the same sentence.
 */
export function findStartDate(
  article: ArticleText,
  mentions: SubjectMentions,
  subjectType: SubjectType,
  publishedAt: Date | null,
): ArticleStartDate | null {
  const { tokens, text } = article;
  const isIndividual = subjectType === 'INDIVIDUAL';
  const statements = new SentenceStatements(article, isIndividual ? BIRTH : FOUNDING, publishedAt);
  let nearest: { found: ArticleStartDate; gap: number } | null = null;
  const consider = (found: ArticleStartDate | null, gap: number, farthest: number) => {
    if (found !== null && gap <= farthest && (nearest === null || gap < nearest.gap))
      nearest = { found, gap };
  };
  for (const mention of mentions.mentions) {
    const start = tokens[mention.first]!.start;
    const end = tokens[mention.last]!.end;
    const read = statements.of(tokens[mention.first]!.sentence);
    /** Characters between the statement and the mention. */
    const gapTo = ({ from, to }: Statement) => (to <= start ? start - to : Math.max(0, from - end));
    for (const dates of read.dates) {
      for (const date of near(dates, start, end, NEAREST_DATE))
        consider(date.found, gapTo(date), NEAREST_DATE);
    }
    if (!isIndividual) continue;
    const after = AGE_AFTER_NAME.exec(text.slice(end, end + 8));
    if (after !== null) consider(fromAge(Number(after[1] ?? after[2]), publishedAt), 0, 0);
    for (const age of near(read.ages, start, end, NEAREST_AGE)) {
      if (age.to <= start && AGE_OF_SOMETHING_ELSE.test(text.slice(age.to, start))) continue;
      consider(age.found, gapTo(age), NEAREST_AGE);
    }
  }
  return (nearest as { found: ArticleStartDate } | null)?.found ?? null;
}

/** A date or age statement of a sentence, where it stands in the article's text. */
interface Statement {
  from: number;
  to: number;
  found: ArticleStartDate | null;
}

/**
 * The date and age statements of each sentence, read once per sentence however often it names the subject:
 * a page without full stops is one sentence of thousands of words, and reading it again for every mention
 * took minutes.
 */
class SentenceStatements {
  private readonly bySentence = new Map<number, { dates: Statement[][]; ages: Statement[] }>();

  constructor(
    private readonly article: ArticleText,
    private readonly datePatterns: readonly RegExp[],
    private readonly publishedAt: Date | null,
  ) {}

  of(sentenceIndex: number): { dates: Statement[][]; ages: Statement[] } {
    let read = this.bySentence.get(sentenceIndex);
    if (read === undefined) {
      const [sentenceStart, sentenceEnd] = this.article.sentences[sentenceIndex]!;
      const sentence = this.article.text.slice(sentenceStart, sentenceEnd);
      const statement = (match: RegExpMatchArray, found: ArticleStartDate | null): Statement => ({
        from: sentenceStart + match.index!,
        to: sentenceStart + match.index! + match[0].length,
        found,
      });
      read = {
        // One list per pattern: its matches do not overlap, so both ends run in order.
        dates: this.datePatterns.map((pattern) =>
          [...sentence.matchAll(pattern)].map((match) => statement(match, fromDate(match))),
        ),
        ages: [...sentence.matchAll(AGE)].map((match) =>
          statement(
            match,
            fromAge(Number(match.slice(1).find((group) => group !== undefined)), this.publishedAt),
          ),
        ),
      };
      this.bySentence.set(sentenceIndex, read);
    }
    return read;
  }
}

/**
 * The statements of one pattern (in order, not overlapping) that stand within `reach` characters of the
 * mention from `start` to `end`: those ending at `start - reach` or later (binary search) and starting by
 * `end + reach`, so a sentence with thousands of statements costs little per mention.
 */
function near(statements: readonly Statement[], start: number, end: number, reach: number): Statement[] {
  let low = 0;
  let high = statements.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (statements[middle]!.to < start - reach) low = middle + 1;
    else high = middle;
  }
  const found: Statement[] = [];
  for (let i = low; i < statements.length && statements[i]!.from <= end + reach; i += 1)
    found.push(statements[i]!);
  return found;
}

function fromAge(age: number, publishedAt: Date | null): ArticleStartDate | null {
  if (publishedAt === null || !(age > 0 && age <= OLDEST_AGE)) return null;
  const date = new Date(publishedAt);
  date.setUTCFullYear(date.getUTCFullYear() - age);
  date.setUTCHours(0, 0, 0, 0);
  return { date, precision: 'AGE' };
}

/** The groups of DATE, in order: day month year | month day year | day month year | year month day | year. */
function fromDate(match: RegExpMatchArray): ArticleStartDate | null {
  const [, d1, m1, y1, m2, d2, y2, d3, m3, y3, y4, m4, d4, y5] = match;
  if (y5 !== undefined) return { date: utcDate(Number(y5), 1, 1), precision: 'YEAR' };
  const [year, month, day] =
    y1 !== undefined
      ? [y1, MONTHS[m1!.toLowerCase()], d1]
      : y2 !== undefined
        ? [y2, MONTHS[m2!.toLowerCase()], d2]
        : y3 !== undefined
          ? [y3, Number(m3), d3]
          : [y4, Number(m4), d4];
  const date = utcDate(Number(year), Number(month), Number(day));
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day)
    ? null
    : { date, precision: 'DAY' };
}

function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}
