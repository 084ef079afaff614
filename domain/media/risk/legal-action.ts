import type { AnalysedSentence } from './article-analysis';
import {
  isNegatedBetween,
  isProgressive,
  PERFECT_AUXILIARIES,
  PERFECT_PARTICIPLE_REACH,
} from './legal-process';
import { LEGAL_CONCEPTS } from './risk-concepts';
import { anyWordAfter, hitsOf } from './subject-sentences';

/**
 * What the subject does in a legal process rather than undergoes: it takes the action or demands it
 * ("Siemens sued a supplier", "called for an investigation"), or brings the case to the authorities ("the
 * bank alerted police"). Such a subject acts in the case like an official (see subject-role.ts).
 */

/** Words from the start of the name to the legal verb it is the agent of (a long name: "Securities and Exchange Commission charged"). */
const AGENT_REACH = 5;
/** Words from the start of the name to the German perfect's auxiliary ("Die Siemens AG hat … verklagt"). */
const PERFECT_AUXILIARY_REACH = 3;
/**
 * Verbs of legal action taken against someone else, in the forms an active sentence uses them: "sued",
 * "charges", "fined", "investigates". Not "pleaded guilty" or "settled": those the accused does.
 */
const ACTION_AGAINST =
  /^(?:su(?:es|ed|ing)|charg(?:es|ed|ing)|fin(?:es|ed|ing)|arrest(?:s|ed|ing)|indict(?:s|ed|ing)|prosecut(?:es|ed|ing)|investigat(?:es|ed|ing)|probe[sd]|accus(?:es|ed|ing))$/;
/** Pronouns as a verb's object. */
const OBJECT_PRONOUNS = new Set(['it', 'him', 'her', 'them']);

/**
 * "The regulator revoked the licence of X and fined it": a verb after "and" whose object is a pronoun is
 * the earlier subject's second action on the name.
 */
function isCoordinatedOnPronoun(tokens: readonly string[], mention: number, verb: number): boolean {
  return OBJECT_PRONOUNS.has(tokens[verb + 1] ?? '') && tokens.slice(mention + 1, verb).includes('and');
}

/** Verbs of demanding, after which a legal word is what the subject asks for: "called for an inquiry". */
const DEMANDING =
  /^(?:call(?:s|ed|ing)|urg(?:es|ed|ing)|demand(?:s|ed|ing)|forder(?:t|te|ten)|verlang(?:t|te|ten))$/;
/** Words from the demanding verb to the legal word ("called for an independent investigation"). */
const DEMAND_REACH = 4;
/** Words that open a clause after the participle that ends the main one: "hat Hacker verklagt, die …". */
const CLAUSE_OPENERS = new Set(['die', 'der', 'das', 'weil', 'nachdem', 'da', 'dass', 'und', 'aber']);
/** The same in a German perfect's participle: "hat … verklagt", "hat … angezeigt". */
const ACTION_AGAINST_PARTICIPLE = new Set(['verklagt', 'angezeigt', 'angeklagt', 'bestraft']);
/**
 * Words after such a verb that show it has no object: a passive whose auxiliary a headline leaves out ("X
 * fined over …", "X charged with …", "X sued by …"), or the noun ("X faces charges of …").
 */
const NO_OBJECT = new Set([
  ...['by', 'over', 'for', 'with', 'after', 'in', 'on', 'at', 'of', 'to', 'from', 'as', 'amid', 'and', 'or'],
  ...['but', 'that', 'which', 'who', 'against', 'into', 'under', 'again', 'last', 'this', 'said', 'says'],
  ...['was', 'were', 'is', 'are', 'has', 'have', 'had', 'will', 'would', 'could', 'may', 'might'],
]);
/** A headline's present tense in -s is active ("SEC charges CEO", "Siemens sues supplier"); "X fined" is not. */
const HEADLINE_PRESENT = /s$/;

/**
 * Words after which such a word is a noun: "faces 14 charges", "new charges", "the probes". Not a verb
 * acting on anyone.
 */
const NOUN_MARKERS = new Set([
  ...['face', 'faces', 'faced', 'facing', 'the', 'a', 'an', 'no', 'new', 'more', 'further', 'fresh'],
  ...['several', 'multiple', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  ...['criminal', 'civil', 'federal', 'dozens', 'his', 'her', 'its', 'their', 'these', 'those'],
]);

/** Word `verb` is a verb of action against someone, followed by its object (no preposition, number or end). */
function actsOnObject(sentence: AnalysedSentence, verb: number): boolean {
  const [before, word, next] = [sentence.tokens[verb - 1], sentence.tokens[verb], sentence.tokens[verb + 1]];
  if (!ACTION_AGAINST.test(word) || (sentence.isHeadline && !HEADLINE_PRESENT.test(word))) return false;
  if (before !== undefined && (NOUN_MARKERS.has(before) || /^\d/.test(before))) return false;
  return next !== undefined && !NO_OBJECT.has(next) && !/^\d/.test(next);
}

/**
 * The subject takes the legal action itself or demands it: "Siemens sued a former supplier", "the SEC
 * charged the chief executive", "SEC charges CEO", "Die Siemens AG hat einen Lieferanten verklagt", "Jane Doe
 * called for an investigation", "Jane Doe forderte Ermittlungen". It is no process against the subject.
 */
export function isAgentOfLegal(sentence: AnalysedSentence): boolean {
  const { tokens } = sentence;
  const legal = hitsOf(sentence, LEGAL_CONCEPTS);
  const passives = hitsOf(sentence, ['passive']);
  return sentence.mentions.some((mention) => {
    const activeLegal = (verb: number) =>
      legal.includes(verb) &&
      !isCoordinatedOnPronoun(tokens, mention, verb) &&
      !passives.some((auxiliary) => auxiliary > mention && auxiliary < verb) &&
      !isNegatedBetween(sentence, mention, verb);
    const active = anyWordAfter(
      sentence,
      mention,
      AGENT_REACH,
      (verb) => activeLegal(verb) && actsOnObject(sentence, verb),
    );
    const perfect = anyWordAfter(
      sentence,
      mention,
      PERFECT_AUXILIARY_REACH,
      (auxiliary) =>
        PERFECT_AUXILIARIES.has(tokens[auxiliary]) &&
        anyWordAfter(
          sentence,
          auxiliary,
          PERFECT_PARTICIPLE_REACH,
          (verb) =>
            (verb === tokens.length - 1 || CLAUSE_OPENERS.has(tokens[verb + 1])) &&
            ACTION_AGAINST_PARTICIPLE.has(tokens[verb]) &&
            activeLegal(verb),
        ),
    );
    const demanding = anyWordAfter(
      sentence,
      mention,
      AGENT_REACH,
      (demand) => DEMANDING.test(tokens[demand]) && anyWordAfter(sentence, demand, DEMAND_REACH, activeLegal),
    );
    return active || perfect || demanding;
  });
}

/** Verbs by which someone brings a case to the authorities or speaks against the accused. */
const INFORMING =
  /^(?:alert(?:s|ed)|report(?:s|ed)|inform(?:s|ed)|tipped|testif(?:ies|ied)|meldet(?:e|en)?|informiert(?:e|en)?)$/;
/** Words from such a verb to the authority it informs ("alerted the local police"). */
const INFORMED_REACH = 6;
/** Verbs of testimony: "testified at the trial", "gave evidence to the inquiry". */
const TESTIFYING = /^(?:testif(?:ies|ied|y|ying)|gave|give|gives|giving)$/;
/** Where testimony is given; "in his own defence" is the accused's. */
const TESTIMONY_SETTINGS = new Set(['against', 'trial', 'court', 'jury', 'inquiry', 'hearing', 'tribunal']);
const OWN_DEFENCE = new Set(['own', 'defence', 'defense']);
/** Words from the verb of testimony to where it is given ("gave evidence on the second day of the trial"). */
const TESTIMONY_REACH = 10;

/** Word `verb` gives testimony in someone's case: "testified at the trial of", "was giving evidence to the jury". */
function testifies(tokens: readonly string[], verb: number): boolean {
  if (
    !TESTIFYING.test(tokens[verb]) ||
    (!tokens[verb].startsWith('testif') && tokens[verb + 1] !== 'evidence')
  )
    return false;
  const after = tokens.slice(verb + 1, verb + 1 + TESTIMONY_REACH);
  return after.some((word) => TESTIMONY_SETTINGS.has(word)) && !after.some((word) => OWN_DEFENCE.has(word));
}

/** Verbs by which a report reaches the authorities, and the reports: "filed a suspicious activity report", "hat eine Verdachtsmeldung geschickt". */
const FILING = /^(?:fil(?:es|ed)|submit(?:s|ted)|lodg(?:es|ed)|sen[dt]s?|hat|erstatte(?:t|te)|schickte)$/;
const REPORT = /^(?:suspicious|sars?|complaints?|verdachtsmeldung(?:en)?|strafanzeige|anzeige)$/;
/** German participles that end the clause after the report: "hatte eine Verdachtsmeldung … abgegeben". */
const FILED = new Set(['abgegeben', 'erstattet', 'geschickt', 'ubermittelt', 'eingereicht']);
/** Words from the verb to the report ("filed a suspicious activity report"). */
const REPORT_REACH = 3;

/** Verbs by which a bank or firm stops suspect money or flags it, and what they stop or flag. */
const PROTECTING = /^(?:flag(?:s|ged)|fr(?:eezes|oze|ozen)|block(?:s|ed)|sperrte|gesperrt|eingefroren|fror)$/;
const PROTECTED = new Set([
  ...['accounts', 'account', 'assets', 'funds', 'deposits', 'transfers', 'payments', 'transactions'],
  ...['suspicious', 'unusual', 'irregularities', 'inconsistencies', 'konto', 'konten', 'gelder'],
  ...['vermogen', 'vermogenswerte', 'uberweisungen', 'zahlungen', 'transaktionen', 'auffallige'],
]);
/** German participles of those verbs. */
const GERMAN_PROTECTING = new Set(['gesperrt', 'eingefroren']);
/** Words from such a verb to what it stops ("froze about €90 million in accounts"), either way in German. */
const PROTECTED_REACH = 6;

/**
 * Word `verb` stops or flags money: "froze the accounts", "flagged unusual transfers"; what it stops follows
 * the verb, else the money is the subject's ("Muster AG accounts frozen": a headline's passive). A German
 * participle at the clause's end (`atClauseEnd`) has it before: "das Konto gesperrt".
 */
function protects(tokens: readonly string[], verb: number, atClauseEnd = false): boolean {
  if (!PROTECTING.test(tokens[verb])) return false;
  const around = atClauseEnd
    ? tokens.slice(Math.max(0, verb - PROTECTED_REACH), verb + 1 + PROTECTED_REACH)
    : tokens.slice(verb + 1, verb + 1 + PROTECTED_REACH);
  return around.some((token) => PROTECTED.has(token));
}

/**
 * The subject brings the case to the authorities or testifies: "the bank alerted police to the transfers",
 * "X reported the payments to prosecutors", "X testified against her former boss", "X was giving evidence
 * at the trial of four men" (not "in his own defence"), "Die Muster GmbH
 * meldete die Überweisungen der Polizei", "X filed a suspicious activity report", "X hat Strafanzeige
 * erstattet"; or stops or flags suspect money: "X froze the accounts", "X flagged unusual transfers". Not
 * "X was reported to police" (passive), "Y testified against X" (the subject must come first) nor "X, whose
 * accounts police froze" (an authority between the name and the verb is the one acting).
 */
export function isInformant(sentence: AnalysedSentence): boolean {
  const { tokens } = sentence;
  const passives = hitsOf(sentence, ['passive']);
  const authorities = hitsOf(sentence, ['authority']);
  const informs = (verb: number) =>
    (INFORMING.test(tokens[verb]) &&
      (tokens[verb + 1] === 'against' ||
        authorities.some((authority) => authority > verb && authority - verb <= INFORMED_REACH))) ||
    (FILING.test(tokens[verb]) &&
      tokens.slice(verb + 1, verb + 1 + REPORT_REACH).some((noun) => REPORT.test(noun)));
  // A German participle ends its clause: "Die Bank hatte eine Verdachtsmeldung an die FIU abgegeben".
  const informsAtClauseEnd = (verb: number) =>
    (FILED.has(tokens[verb]) && tokens.slice(0, verb).some((noun) => REPORT.test(noun))) ||
    (GERMAN_PROTECTING.has(tokens[verb]) && protects(tokens, verb, true));
  return sentence.mentions.some((mention) => {
    const acting = (verb: number) =>
      !passives.some(
        (auxiliary) => auxiliary > mention && auxiliary < verb && !isProgressive(sentence, auxiliary),
      ) && !isNegatedBetween(sentence, mention, verb);
    const authorityActing = (verb: number) =>
      authorities.some((authority) => authority > mention && authority < verb);
    return (
      anyWordAfter(
        sentence,
        mention,
        AGENT_REACH,
        (verb) =>
          acting(verb) &&
          (informs(verb) || testifies(tokens, verb) || (protects(tokens, verb) && !authorityActing(verb))),
      ) ||
      anyWordAfter(
        sentence,
        mention,
        PERFECT_PARTICIPLE_REACH,
        (verb) => acting(verb) && informsAtClauseEnd(verb) && !authorityActing(verb),
      )
    );
  });
}
