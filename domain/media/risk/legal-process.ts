import type { AnalysedSentence } from './article-analysis';
import { CRIME_CONCEPTS, LEGAL_CONCEPTS } from './risk-concepts';
import { hitsOf } from './subject-sentences';

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
function isNegatedBetween(sentence: AnalysedSentence, from: number, to: number): boolean {
  return hitsOf(sentence, ['negation']).some((negation) => negation > from && negation < to);
}

/** Words before a legal or crime word that may deny it: "no charges against X", "keine Ermittlungen gegen X". */
const DENYING_REACH = 2;

/**
 * "X was charged", "X wurde wegen Betrugs angeklagt": the subject undergoes a legal process. "X was not
 * charged", "X wurde nicht angeklagt" says the opposite.
 */
export function isPassiveLegal(sentence: AnalysedSentence): boolean {
  const legal = hitsOf(sentence, LEGAL_CONCEPTS);
  return hitsOf(sentence, ['passive']).some(
    (auxiliary) =>
      sentence.mentions.some(
        (mention) => auxiliary > mention && auxiliary - mention <= PASSIVE_REACH.auxiliary,
      ) &&
      legal.some(
        (verb) =>
          verb > auxiliary &&
          verb - auxiliary <= PASSIVE_REACH.verb &&
          !isNegatedBetween(sentence, auxiliary, verb),
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
  return hitsOf(sentence, ['target']).some(
    (preposition) =>
      sentence.mentions.some(
        (mention) => mention > preposition && mention - preposition <= TARGET_REACH.name,
      ) && cues.some((cue) => cue < preposition && preposition - cue <= TARGET_REACH.cue),
  );
}

/** Words from a legal verb to the name it acts on ("fined X", "arrested former minister X", "verurteilte X"). */
const OBJECT_REACH = 3;

/** The subject is the object of a legal action in the active voice: "regulator fines X", "police arrested X". */
export function isObjectOfLegal(sentence: AnalysedSentence): boolean {
  const legal = hitsOf(sentence, LEGAL_CONCEPTS);
  return sentence.mentions.some((mention) =>
    legal.some((verb) => verb < mention && mention - verb <= OBJECT_REACH),
  );
}

/** 1 when a legal or crime word touches the name, halving every CLOSENESS_HALVING words away, 0 without one. */
export function legalCloseness(sentence: AnalysedSentence): number {
  let nearest = Infinity;
  for (const cue of hitsOf(sentence, [...LEGAL_CONCEPTS, ...CRIME_CONCEPTS]))
    for (const mention of sentence.mentions) nearest = Math.min(nearest, Math.abs(cue - mention));
  return nearest === Infinity ? 0 : 0.5 ** (nearest / CLOSENESS_HALVING);
}
