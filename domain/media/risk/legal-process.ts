import type { AnalysedSentence } from './article-analysis';
import { CRIME_CONCEPTS, LEGAL_CONCEPTS } from './risk-concepts';
import { anyWordAfter, hitsOf, isNearSubject } from './subject-sentences';
import { sentenceCapitals } from './sentence-capitals';

/**
 * The subject's part in a legal process, read from one sentence: it undergoes it ("X was charged"), the
 * process is aimed at it ("charges against X"), it is the object of the action ("police arrested X"), and how
 * close the nearest legal or crime word stands to its name.
 */

/** Words from the name to a passive auxiliary, and from it to the legal verb (German puts it last). */
const PASSIVE_REACH = { auxiliary: 3, verb: 10 };
/** Words from a legal or crime word to the preposition, and from it to the name ("charges against X"). */
const TARGET_REACH = { cue: 6, name: 3 };

/** Words over which the closeness of the nearest legal or crime word to the name halves. */
const CLOSENESS_HALVING = 4;

/** Whether a negation stands between two words ("was not charged", "wurde nicht angeklagt"). */
export function isNegatedBetween(sentence: AnalysedSentence, from: number, to: number): boolean {
  return hitsOf(sentence, ['negation']).some((negation) => negation > from && negation < to);
}

/** Words before a legal or crime word that may deny it: "no charges against X", "keine Ermittlungen gegen X". */
const DENYING_REACH = 2;

/**
 * Words that make the name a noun's complement, not the one the verb is about: "a supplier of X was
 * charged", "a finance manager at X was jailed", "ein Lieferant der Muster AG ist angeklagt".
 */
const OF = new Set(['of', 'at', 'von', 'des', 'der', 'bei']);

/** Words after the name that open an apposition or a list of the accused: "X, a consultant, was", "X and her husband were". */
const APPOSITION_OPENERS = new Set(['a', 'an', 'the', 'and', 'ein', 'eine', 'der', 'die', 'und']);
/** Words from the name to the auxiliary past such an apposition or list. */
const APPOSITION_REACH = 6;
/** Words from the name to the auxiliary past a list of other names ("X, Jane Roe, and Acme Ltd in Dallas were charged"). */
const NAME_LIST_REACH = 12;
const LIST_CONJUNCTIONS = new Set(['and', 'und']);
const NAME_LIST_JOINERS = new Set([...LIST_CONJUNCTIONS, 'in']);

/**
 * A list of names stands between the name and the auxiliary: every word is capitalised in the text or joins
 * two names, and an "and" ends the list, as press releases list the accused ("X, Kyle Roe, and Acme Medical
 * in Dallas were charged"). Not a long name's own words ("Bank Permata Selatan Berhad was the starting point").
 */
function isNameListBetween(sentence: AnalysedSentence, mention: number, auxiliary: number): boolean {
  if (auxiliary - mention > NAME_LIST_REACH) return false;
  const capitals = sentenceCapitals(sentence);
  if (capitals === null || !capitals[mention + 1]) return false;
  const between = sentence.tokens.slice(mention + 1, auxiliary);
  return (
    between.some((word) => LIST_CONJUNCTIONS.has(word)) &&
    between.every((word, at) => capitals[mention + 1 + at] || NAME_LIST_JOINERS.has(word))
  );
}

/** Words that open a relative clause: someone else's ("X met a man who was charged"), or the name's own right after it. */
export const RELATIVE_PRONOUNS: ReadonlySet<string> = new Set(['who', 'which', 'that', 'whose', 'whom']);
/** Words from the name to the auxiliary past a relative clause of its own ("X, who headed the agency until 2019, was"). */
const RELATIVE_CLAUSE_REACH = 12;

/**
 * The passive auxiliary at `auxiliary` has the name at `mention` for its subject: close after it ("X was",
 * "X, 52, was"), past a short apposition or list ("X, a management consultant, was", "X and two associates
 * were") or past a relative clause of its own ("X, who headed the agency until 2019, was"), but not in a
 * noun's complement ("a supplier of X was"), nor after someone speaks or another relative clause begins ("X
 * and her lawyer said the man was", "X met a man who was").
 */
function isAuxiliaryOfName(sentence: AnalysedSentence, mention: number, auxiliary: number): boolean {
  const { tokens } = sentence;
  const distance = auxiliary - mention;
  if (distance <= 0 || OF.has(tokens[mention - 1])) return false;
  if (distance <= PASSIVE_REACH.auxiliary || isNameListBetween(sentence, mention, auxiliary)) return true;
  const opener = tokens[mention + 1];
  const ownClause = RELATIVE_PRONOUNS.has(opener);
  return (
    distance <= (ownClause ? RELATIVE_CLAUSE_REACH : APPOSITION_REACH) &&
    (ownClause || APPOSITION_OPENERS.has(opener) || /^\d+$/.test(opener)) &&
    !tokens.slice(mention + 2, auxiliary).some((word) => RELATIVE_PRONOUNS.has(word)) &&
    !hitsOf(sentence, ['speech']).some((verb) => verb > mention && verb < auxiliary)
  );
}

/** A passive auxiliary and a legal verb it may complete: "was … charged", "wurde … angeklagt". */
interface LegalPassive {
  auxiliary: number;
  verb: number;
}

/**
 * An auxiliary before a present participle is a progressive, not a passive: "X was giving evidence at the
 * trial", "X is facing charges". "X is being investigated" is a passive.
 */
export function isProgressive(sentence: AnalysedSentence, auxiliary: number): boolean {
  const next = sentence.tokens[auxiliary + 1] ?? '';
  return next.endsWith('ing') && next !== 'being';
}

function legalPassives(sentence: AnalysedSentence): LegalPassive[] {
  const legal = hitsOf(sentence, LEGAL_CONCEPTS);
  const auxiliaries = hitsOf(sentence, ['passive']).filter(
    (auxiliary) => !isProgressive(sentence, auxiliary),
  );
  return auxiliaries.flatMap((auxiliary) =>
    legal
      .filter((verb) => verb > auxiliary && verb - auxiliary <= PASSIVE_REACH.verb)
      .map((verb) => ({ auxiliary, verb })),
  );
}

/** The passives whose auxiliary has the subject's name for its subject (see isAuxiliaryOfName). */
function legalPassivesOfName(sentence: AnalysedSentence): LegalPassive[] {
  return legalPassives(sentence).filter(({ auxiliary }) =>
    sentence.mentions.some((mention) => isAuxiliaryOfName(sentence, mention, auxiliary)),
  );
}

/**
 * "X was charged", "X wurde wegen Betrugs angeklagt": the subject undergoes a legal process. "X was not
 * charged", "X wurde nicht angeklagt" says the opposite.
 */
export function isPassiveLegal(sentence: AnalysedSentence): boolean {
  return legalPassivesOfName(sentence).some(
    ({ auxiliary, verb }) => !isNegatedBetween(sentence, Math.min(auxiliary, verb - DENYING_REACH - 1), verb),
  );
}

/**
 * The subject stands in the complement of the one a passive legal process is aimed at: "a former client of
 * X was convicted", "ein Kunde der X AG wurde verurteilt". The process is someone else's.
 */
export function isComplementOfAccused(sentence: AnalysedSentence): boolean {
  return legalPassives(sentence).some(({ auxiliary }) =>
    sentence.mentions.some(
      (mention) =>
        OF.has(sentence.tokens[mention - 1]) &&
        auxiliary > mention &&
        auxiliary - mention <= PASSIVE_REACH.auxiliary,
    ),
  );
}

/**
 * "charges against X", "investigation into X", "Ermittlungen gegen X": the process is aimed at the subject.
 * "No charges against X", "keine Ermittlungen gegen X" says the opposite.
 */
export function isTargetOfLegal(sentence: AnalysedSentence): boolean {
  const cues = hitsOf(sentence, [...LEGAL_CONCEPTS, ...CRIME_CONCEPTS]).filter(
    (cue) => !isNegatedBetween(sentence, cue - DENYING_REACH - 1, cue),
  );
  const titles = new Set(hitsOf(sentence, TITLE_CONCEPTS));
  return hitsOf(sentence, ['target']).some((preposition) =>
    sentence.mentions.some((mention) => {
      if (mention <= preposition) return false;
      // "charges against former lawyer X", "gegen die Rechtsanwältin X": only articles and titles between.
      const onlyTitles = sentence.tokens
        .slice(preposition + 1, mention)
        .every((word, k) => TITLE_ARTICLES.has(word) || titles.has(preposition + 1 + k));
      if (mention - preposition > TARGET_REACH.name && !onlyTitles) return false;
      return cues.some(
        (cue) =>
          (cue < preposition && preposition - cue <= TARGET_REACH.cue) ||
          // German names the target first: "gegen X Anklage erhoben", "gegen X wird ermittelt".
          (GERMAN_TARGET.has(sentence.tokens[preposition]) &&
            cue > mention &&
            cue - mention <= TARGET_REACH.cue),
      );
    }),
  );
}

/** Concepts of titles before a name: "former prosecutor X", "die Rechtsanwältin X". */
const TITLE_CONCEPTS = ['profession', 'office', 'authority'] as const;
const TITLE_ARTICLES = new Set([
  'the',
  'a',
  'an',
  'former',
  'der',
  'die',
  'den',
  'dem',
  'ehemalige',
  'fruhere',
]);
const GERMAN_TARGET = new Set(['gegen']);

/**
 * Every legal word near the subject's name, or completing a passive of it however far ("X, which …, was not
 * accused"), is denied: "X was not charged", "X himself was not being investigated", "X was not among the
 * banks fined", "gegen X wird nicht ermittelt". The article speaks of a process only to say the subject is
 * not in it.
 */
export function deniesLegal(sentence: AnalysedSentence): boolean {
  const passives = legalPassivesOfName(sentence);
  const ofName = (legal: number) => passives.filter(({ verb }) => verb === legal);
  const about = hitsOf(sentence, LEGAL_CONCEPTS).filter(
    (legal) => isNearSubject(sentence, legal) || ofName(legal).length > 0,
  );
  return (
    about.length > 0 &&
    about.every(
      (legal) =>
        isNegatedBetween(sentence, legal - DENYING_REACH - 1, legal) ||
        ofName(legal).some(({ auxiliary }) => isNegatedBetween(sentence, auxiliary, legal)),
    )
  );
}

/** A legal process is aimed at the subject in the sentence, in any voice: it undergoes it, is its target or object. */
export function undergoesLegal(sentence: AnalysedSentence): boolean {
  return isPassiveLegal(sentence) || isTargetOfLegal(sentence) || isObjectOfLegal(sentence);
}

/** Words from a legal verb to the name it acts on ("fined X", "arrested former minister X", "verurteilte X"). */
const OBJECT_REACH = 3;

/** The German perfect's auxiliaries: "Die Polizei hat X festgenommen", "X hat … verklagt". */
export const PERFECT_AUXILIARIES = new Set(['hat', 'haben', 'hatte', 'hatten']);
/** Words from the auxiliary to the participle that ends the sentence ("… hat eine Geldstrafe erhalten" is none). */
export const PERFECT_PARTICIPLE_REACH = 10;

/**
 * "Das Landgericht hat X verurteilt", "Danach hat die Polizei X festgenommen": the perfect's auxiliary, an
 * authority before the name, the name, then the legal participle. The authority before the name tells the
 * object from a subject placed after the auxiliary ("Am Montag hat X die Firma verklagt").
 */
function isObjectOfGermanPerfect(sentence: AnalysedSentence, mention: number, legal: readonly number[]) {
  const authorities = hitsOf(sentence, ['authority', 'profession']);
  return anyWordAfter(
    sentence,
    mention - OBJECT_REACH - 1,
    OBJECT_REACH,
    (auxiliary) =>
      PERFECT_AUXILIARIES.has(sentence.tokens[auxiliary]) &&
      authorities.some((authority) => authority < mention) &&
      legal.some((verb) => verb > mention && verb - auxiliary <= PERFECT_PARTICIPLE_REACH),
  );
}

/**
 * The subject is the object of a legal action in the active voice: "regulator fines X", "police arrested
 * X", "Das Gericht hat X verurteilt".
 */
export function isObjectOfLegal(sentence: AnalysedSentence): boolean {
  const legal = hitsOf(sentence, LEGAL_CONCEPTS);
  return sentence.mentions.some(
    (mention) =>
      legal.some((verb) => verb < mention && mention - verb <= OBJECT_REACH) ||
      isObjectOfGermanPerfect(sentence, mention, legal),
  );
}

/** 1 when a legal or crime word touches the name, halving every CLOSENESS_HALVING words away, 0 without one. */
export function legalCloseness(sentence: AnalysedSentence): number {
  let nearest = Infinity;
  for (const cue of hitsOf(sentence, [...LEGAL_CONCEPTS, ...CRIME_CONCEPTS]))
    for (const mention of sentence.mentions) nearest = Math.min(nearest, Math.abs(cue - mention));
  return nearest === Infinity ? 0 : 0.5 ** (nearest / CLOSENESS_HALVING);
}

/** Auxiliaries of the pluperfect, and the words from each to the legal verb ("had accused", "hatte … vorgeworfen"). */
const PLUPERFECT_REACH = new Map([
  ['had', 3],
  ['hatte', 10],
  ['hatten', 10],
]);

/**
 * Every legal word next to the subject's name is in the pluperfect: "Prosecutors had accused X of …", "X
 * had been charged in 2019". Beside a sentence that clears the subject, it is what came before the outcome.
 */
export function isPluperfectLegal(sentence: AnalysedSentence): boolean {
  const legal = hitsOf(sentence, LEGAL_CONCEPTS).filter((word) => isNearSubject(sentence, word));
  const inPluperfect = (word: number) =>
    sentence.tokens.some((token, at) => at < word && word - at <= (PLUPERFECT_REACH.get(token) ?? 0));
  return legal.length > 0 && legal.every(inPluperfect);
}
