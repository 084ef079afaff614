import type { AnalysedSentence } from './article-analysis';
import { isNegatedBetween } from './legal-process';
import { anyWordAfter, hitsOf } from './subject-sentences';

/**
 * The subject brings a civil claim or wins one: it is the claimant, not the one accused. "X has filed a
 * lawsuit", "X brought a claim against its supplier", "X wins £340,000 damages", "X was awarded
 * compensation", "Die Spedition verklagt den Möbelhändler", "X hat Klage eingereicht", "Das Landgericht gab
 * der Spedition X recht". Such a subject acts in the case (see subject-role.ts).
 */

/** Words from the start of the name to the verb ("Pennant Logistics Ltd has won"). */
const CLAIMANT_REACH = 6;
/** Words from the start of the name to a German participle that ends the clause ("X aus Y hat einen Rechtsstreit … gewonnen"). */
const GERMAN_CLAIMANT_REACH = 12;
/** Words from the verb to the claim it files or wins ("filed a civil lawsuit", "won its High Court claim"). */
const CLAIM_REACH = 4;

const FILING =
  /^(?:fil(?:es|ed|ing)|br(?:ings|ought|inging)|lodg(?:es|ed|ing)|launch(?:es|ed|ing)|issu(?:es|ed))$/;
const WINNING = /^(?:wins|won|winning|secur(?:es|ed|ing)|awarded|recover(?:s|ed))$/;
/** What a claimant files or wins. Not "appeal": the accused wins those (a clearing of its own). */
const CLAIMS = new Set([
  ...['lawsuit', 'lawsuits', 'suit', 'claim', 'claims', 'action', 'proceedings', 'arbitration'],
  ...['damages', 'compensation', 'judgment', 'judgement', 'case', 'settlement'],
]);
/** English perfect auxiliaries: "X has sued", "X had sued for the cost" (the perfect of a passive has "been"). */
const ENGLISH_PERFECT = new Set(['has', 'have', 'had']);
const SUING = /^su(?:es|ed|ing)$/;

/** German: the claimant sues ("verklagt den Händler", "klagt gegen"), files ("hat Klage eingereicht") or wins. */
const GERMAN_SUING = new Set(['verklagt', 'verklagte', 'verklagen', 'klagt', 'klagte']);
const GERMAN_OBJECT_OPENERS = new Set([
  ...['den', 'die', 'das', 'dem', 'einen', 'eine', 'ihren', 'ihre', 'seinen', 'seine', 'gegen', 'auf'],
]);
const GERMAN_CLAIMS = /^(?:klage|schadensersatzklage|zivilklage|schadenersatz|prozess|rechtsstreit)$/;
const GERMAN_FILED_OR_WON = new Set([
  'eingereicht',
  'erhoben',
  'gewonnen',
  'reichte',
  'erhob',
  'gewann',
  'gewinnt',
]);
const AGAINST = new Set(['gegen', 'against', 'versus', 'v', 'vs']);
/** "Das Gericht gibt X recht": the court sides with the name that follows. */
const GIVES = new Set(['gibt', 'gab', 'gaben', 'geben']);
const GIVES_REACH = 6;
const RIGHT_REACH = 3;

export function isClaimant(sentence: AnalysedSentence): boolean {
  const { tokens } = sentence;
  const passives = hitsOf(sentence, ['passive']);
  const claimAfter = (verb: number) =>
    tokens.slice(verb + 1, verb + 1 + CLAIM_REACH).some((token) => CLAIMS.has(token));
  return sentence.mentions.some((mention) => {
    // "Klage gegen X erhoben": X is the one sued.
    if (AGAINST.has(tokens[mention - 1] ?? '')) return false;
    // "X was awarded damages" keeps X the winner; any other passive makes X the one the verb acts on.
    const acting = (verb: number) =>
      !isNegatedBetween(sentence, mention, verb) &&
      (tokens[verb] === 'awarded' || !passives.some((auxiliary) => auxiliary > mention && auxiliary < verb));
    const english = anyWordAfter(
      sentence,
      mention,
      CLAIMANT_REACH,
      (verb) =>
        acting(verb) &&
        (((FILING.test(tokens[verb]) || WINNING.test(tokens[verb])) && claimAfter(verb)) ||
          (SUING.test(tokens[verb]) && ENGLISH_PERFECT.has(tokens[verb - 1]))),
    );
    const german = anyWordAfter(
      sentence,
      mention,
      GERMAN_CLAIMANT_REACH,
      (verb) =>
        acting(verb) &&
        ((GERMAN_SUING.has(tokens[verb]) && GERMAN_OBJECT_OPENERS.has(tokens[verb + 1] ?? '')) ||
          (GERMAN_FILED_OR_WON.has(tokens[verb]) &&
            tokens.slice(mention, verb + 1 + CLAIM_REACH).some((token) => GERMAN_CLAIMS.test(token)))),
    );
    const sidedWith =
      tokens.slice(Math.max(0, mention - GIVES_REACH), mention).some((token) => GIVES.has(token)) &&
      tokens.slice(mention + 1, mention + 1 + RIGHT_REACH).includes('recht');
    return english || german || sidedWith;
  });
}
