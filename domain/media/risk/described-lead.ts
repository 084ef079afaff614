import type { AnalysedSentence } from './article-analysis';
import type { AssessedSubject } from './risk-assessment';
import { PERFECT_AUXILIARIES } from './legal-process';
import { LEGAL_CONCEPTS } from './risk-concepts';
import { ORGANISATION_NOUNS } from './subject-names';

const INDEFINITE_ARTICLES = new Set(['a', 'an', 'ein', 'eine', 'einer']);
/** Indefinite articles of an object (not German datives: "die einem Drogenkartell … verraten haben"). */
const OBJECT_ARTICLES = new Set(['a', 'an', 'ein', 'eine', 'einen']);

/** The words after the indefinite article that describe who the lead is about. */
const DESCRIPTION_WORDS = 3;
/** Words from the article to the verb its description ends at ("A 41-year-old Chinese national was charged"). */
const DESCRIPTION_REACH = 7;
/** Words from a legal verb to the article of its object: "fined a", "has charged a". */
const VERB_TO_OBJECT = 2;
/** A body sentence this short is a dateline ("Hannover."), not the lead. */
const DATELINE_WORDS = 3;
/** How many words at the start of the next sentence may hold the subject's name. */
const NAME_REACH = 3;
const RELATIVE_OPENERS = new Set(['who', 'whose', 'which', 'der', 'die', 'das']);
const CONJUNCTIONS = new Set(['and', 'und', 'or', 'oder']);
/** A preposition ends the description's head: "A successor to militia leader Y, who was killed" is the successor. */
const HEAD_ENDING_PREPOSITIONS = new Set([
  'to',
  'of',
  'for',
  'at',
  'from',
  'by',
  'with',
  'in',
  'over',
  'aus',
  'von',
  'bei',
  'mit',
  'wegen',
]);

/**
 * The last word of the description that starts after the indefinite article at `article`, before its verb,
 * relative clause, preposition, amount or conjunction ("national" in "A 41-year-old Chinese national was
 * charged", "adviser" in "fined a Bristol financial adviser £96,000 and banned him"); the word after the
 * article when none ends it near.
 */
function describedHead(lead: AnalysedSentence, article: number): number {
  const ends = new Set(lead.hits.filter((hit) => hit.concept === 'passive').map((hit) => hit.token));
  const last = Math.min(article + DESCRIPTION_REACH, lead.tokens.length - 1);
  for (let at = article + 2; at <= last; at += 1) {
    const word = lead.tokens[at];
    if (
      ends.has(at) ||
      RELATIVE_OPENERS.has(word) ||
      HEAD_ENDING_PREPOSITIONS.has(word) ||
      CONJUNCTIONS.has(word) ||
      /\d/.test(word)
    )
      return at - 1;
  }
  return article + 1;
}

/**
 * Whether the description after `article` calls an organisation by what it is ("a Leeds law firm"), up to its
 * head: "a non-executive director of a telecoms group" is a person.
 */
function describesOrganisation(lead: AnalysedSentence, article: number): boolean {
  return lead.tokens
    .slice(article + 1, describedHead(lead, article) + 1)
    .some((word) => ORGANISATION_NOUNS.has(word));
}

/** Words from the name to an apposition's article: "Jane Doe, a local councillor, said …". */
const APPOSITION_REACH = 3;

/**
 * Whether the next sentence gives the subject a description of its own that shares no word with the lead's:
 * "A judge told prosecutors to investigate how a drug dealer ran his business … Jane Doe, a local
 * councillor, said she was shocked."
 */
function describedOtherwise(next: AnalysedSentence, description: readonly string[]): boolean {
  const name = next.mentions[0];
  const article = next.tokens
    .slice(name + 1, name + 1 + APPOSITION_REACH)
    .findIndex((word) => INDEFINITE_ARTICLES.has(word));
  if (article < 0) return false;
  const from = name + 2 + article;
  const own = next.tokens.slice(from, from + DESCRIPTION_WORDS);
  return !own.some((word) => description.includes(word));
}

/** A dateline opening the lead's own sentence: "LONDON, Feb 14 (Reuters) - ", "(Yicai Global) April 10 -- ". */
const DATELINE_OPENING = /^([^.!?]{1,60}?)\s(?:-{1,2}|–|—)\s/u;

/** The first word of the lead after a dateline opening it (0 when none does). */
function leadStart(lead: AnalysedSentence): number {
  const dateline = DATELINE_OPENING.exec(lead.text);
  if (dateline === null) return 0;
  const words = dateline[1].split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean).length;
  return words < lead.tokens.length ? words : 0;
}

/** Where a lead describes someone: its indefinite article and the description's last word. */
interface Description {
  article: number;
  head: number;
}

/**
 * The indefinite description that stands for the subject in the first body sentence, or null:
 * - the lead opens with it: "A bookkeeper who siphoned off £400,000 has admitted fraud. Jane Doe, 49, …",
 *   "Ein Unternehmer aus Essen ist angeklagt worden. Thomas K. soll …", unless it opens on someone acting in
 *   a case ("A judge has told prosecutors to investigate how …"; "A Leeds law firm" is a company's);
 * - an authority or a legal verb acts on it: "The Financial Conduct Authority has fined a Bristol financial
 *   adviser …", "Das Landgericht Hannover hat einen Zahnarzt aus der Region … verurteilt".
 * A dateline before it ("Hannover.") is no lead; one opening it ("LONDON (Reuters) - A …") is skipped.
 * The next sentence must name the subject in its first words ("Ian Rushworth moved …"), or anywhere when
 * the description calls a company what it is ("Prosecutors have charged a Tallinn freight company … The
 * charge sheet says Virmalis Logistics OÜ exported …"). A company's description never stands for a person,
 * and one an authority acts on stands for a company only when it says it is one.
 */
function describedInLead(
  lead: AnalysedSentence,
  next: AnalysedSentence | undefined,
  subject: AssessedSubject,
): Description | null {
  if (lead.mentions.length > 0 || next === undefined || next.mentions.length === 0) return null;
  const ofOrganisation = subject.type === 'ORGANISATION';
  const legal = lead.hits.filter((hit) => LEGAL_CONCEPTS.includes(hit.concept));
  const start = leadStart(lead);
  const article = lead.tokens.findIndex((word, at) => {
    if (!INDEFINITE_ARTICLES.has(word) && !OBJECT_ARTICLES.has(word)) return false;
    const organisation = describesOrganisation(lead, at);
    if (organisation && !ofOrganisation) return false;
    if (at === start)
      return (
        INDEFINITE_ARTICLES.has(word) &&
        (organisation ||
          !lead.hits.some(
            (hit) =>
              (hit.concept === 'authority' || hit.concept === 'profession') &&
              hit.token >= start &&
              hit.token <= start + DESCRIPTION_WORDS,
          ))
      );
    if (!OBJECT_ARTICLES.has(word) || (ofOrganisation && !organisation)) return false;
    // "has fined a", "charged a"; German: "Das Landgericht hat einen Zahnarzt … verurteilt".
    const afterVerb = legal.some((hit) => hit.token < at && at - hit.token <= VERB_TO_OBJECT);
    const germanPerfect =
      PERFECT_AUXILIARIES.has(lead.tokens[at - 1]) &&
      lead.hits.some((hit) => hit.concept === 'authority' && hit.token < at) &&
      legal.some((hit) => hit.token > at);
    return afterVerb || germanPerfect;
  });
  if (article < 0) return null;
  if (next.mentions[0] >= NAME_REACH && !describesOrganisation(lead, article)) return null;
  const head = describedHead(lead, article);
  if (describedOtherwise(next, lead.tokens.slice(article + 1, head + 1))) return null;
  return { article, head };
}

/**
 * Sentences that describe the subject before the article names it, and the word standing for it: the lead
 * (see describedInLead), and a headline without the name that calls the subject by a word of the same
 * description ("FCA bans Bristol adviser" over "… has fined a Bristol financial adviser …").
 */
export function describedSubject(
  sentences: readonly AnalysedSentence[],
  subject: AssessedSubject,
): Map<AnalysedSentence, number> {
  const described = new Map<AnalysedSentence, number>();
  const headline = sentences[0];
  const leadAt = sentences.findIndex((sentence, i) => i > 0 && sentence.tokens.length > DATELINE_WORDS);
  const lead = sentences[leadAt];
  const next = sentences[leadAt + 1];
  if (lead === undefined || !headline.isHeadline) return described;
  const description = describedInLead(lead, next, subject);
  if (description === null) return described;
  described.set(lead, description.head);
  if (headline.mentions.length > 0) return described;
  const words = new Set(lead.tokens.slice(description.article + 1, description.head + 1));
  const inHeadline = headline.tokens.findIndex((word) => words.has(word) && word.length > 2);
  if (inHeadline >= 0) described.set(headline, inHeadline);
  return described;
}
