import type { AnalysedSentence } from './article-analysis';
import { anyWordAfter, hitsOf } from './subject-sentences';

/**
 * The subject is brought in to work on a case: liquidators appoint it to trace the money, a board hires it
 * for a special audit, it is the law firm representing the accused. "X was hired to investigate", "appointed
 * X to trace the funds", "X, the firm hired by the trustee", "X, the law firm representing the former
 * director", "der Aufsichtsrat hat X mit einer Sonderprüfung beauftragt", "X wurde als Insolvenzverwalter
 * bestellt". Such a subject acts in the case (see subject-role.ts). Hired "to launder" is no such work: only
 * the purposes listed here count.
 */

const ENGAGING =
  /^(?:appoint(?:s|ed|ing)?|hir(?:e|es|ed|ing)|retain(?:s|ed|ing)?|engag(?:e|es|ed|ing)|instruct(?:s|ed|ing)?|commission(?:s|ed|ing)?|brought|called)$/;
/** The work it is brought in for: "to trace", "to investigate", "as liquidator". */
const PURPOSES = new Set([
  ...['investigate', 'trace', 'review', 'audit', 'examine', 'probe', 'recover', 'advise', 'represent'],
  ...['assess', 'track', 'identify', 'analyse', 'analyze', 'look', 'oversee', 'monitor'],
]);
const ROLES = new Set([
  ...['administrator', 'administrators', 'liquidator', 'liquidators', 'receiver', 'receivers', 'monitor'],
  ...['adviser', 'advisers', 'advisor', 'advisors', 'auditor', 'auditors', 'investigator', 'investigators'],
  ...['counsel', 'trustee', 'examiner', 'expert', 'experts'],
]);
/** Words from the verb to the name ("appointed the London firm X"), and from the name to the purpose. */
const VERB_TO_NAME = 4;
const NAME_TO_PURPOSE = 8;
/** "X, the firm hired by the trustee": words from the name to the participle. */
const NAME_TO_PARTICIPLE = 8;
/**
 * "X, the law firm representing …", "acting for": the name's apposition tells whom it works for, when a
 * profession stands between ("X represented the party" is no lawyer's work).
 */
const REPRESENTING = new Set(['representing', 'represents', 'represented']);

/** German: an examination the subject is charged with, or a role it is appointed to. */
const GERMAN_ENGAGED = new Set(['beauftragt', 'beauftragte', 'bestellt', 'bestellte', 'hinzugezogen']);
const GERMAN_WORK = /^(?:.*prufung|untersuchung|aufklarung|gutachten|begutachtung|analyse)/;
const GERMAN_ROLES =
  /^(?:.*prufer|insolvenzverwalter(?:in)?|gutachter(?:in)?|sachverstandig.*|sonderermittler(?:in)?)$/;
/** Words from the name to the participle that ends the German clause. */
const GERMAN_REACH = 15;

function purposeFollows(tokens: readonly string[], from: number): boolean {
  for (let at = from + 1; at <= from + NAME_TO_PURPOSE && at + 1 < tokens.length; at += 1) {
    if (tokens[at] === 'to' && PURPOSES.has(tokens[at + 1])) return true;
    if (tokens[at] === 'as' && ROLES.has(tokens[at + 1])) return true;
  }
  return false;
}

export function isEngagedExpert(sentence: AnalysedSentence): boolean {
  const { tokens } = sentence;
  const professions = hitsOf(sentence, ['profession']);
  return sentence.mentions.some((mention) => {
    // "X's law firm, which represented …" is someone else's work.
    const possessive = tokens[mention + 1] === 's';
    const lawyerBetween = (at: number) => professions.some((role) => role > mention && role < at);
    const hiredBefore = tokens
      .slice(Math.max(0, mention - VERB_TO_NAME), mention)
      .some((word) => ENGAGING.test(word));
    const hiredAfter =
      !possessive &&
      anyWordAfter(
        sentence,
        mention,
        NAME_TO_PARTICIPLE,
        (at) =>
          (ENGAGING.test(tokens[at]) && (tokens[at + 1] === 'by' || purposeFollows(tokens, at))) ||
          ((REPRESENTING.has(tokens[at]) || (tokens[at] === 'acting' && tokens[at + 1] === 'for')) &&
            lawyerBetween(at)),
      );
    const german = anyWordAfter(
      sentence,
      mention,
      GERMAN_REACH,
      (at) =>
        GERMAN_ENGAGED.has(tokens[at]) &&
        tokens
          .slice(mention + 1, at)
          .some(
            (word, i, between) =>
              GERMAN_WORK.test(word) || (between[i - 1] === 'als' && GERMAN_ROLES.test(word)),
          ),
    );
    return (hiredBefore && purposeFollows(tokens, mention)) || hiredAfter || german;
  });
}
