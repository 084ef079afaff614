import type { AnalysedArticle, AnalysedSentence } from './article-analysis';
import { undergoesLegal } from './legal-process';
import { CRIME_CONCEPTS, LEGAL_CONCEPTS } from './risk-concepts';
import { anyWordAfter, hasAny, hitsOf, isNearSubject } from './subject-sentences';

/**
 * In what capacity an article names the subject: as an official, lawyer, journalist or spokesperson working
 * on a case, as a public office holder, or as someone speaking. Legal words around such a name are its work.
 */

/** Words between a name and a profession in apposition: "Jane Doe, his lawyer", "Jane Doe, eine Reporterin". */
const APPOSITION_WORDS = new Set([
  'a',
  'an',
  'the',
  'his',
  'her',
  'their',
  'defence',
  'defense',
  'ein',
  'eine',
  'der',
  'die',
  'sein',
  'seine',
  'ihr',
  'ihre',
]);

/**
 * After "the", the profession must go on as an apposition does ("Jane Doe, the lawyer for Smith", "the
 * journalist who", "die Journalistin, die"): '"… Jane Doe," the reporter wrote' is someone else speaking.
 */
const DEFINITE_ARTICLES = new Set(['the', 'der', 'die']);
const APPOSITION_CONTINUATIONS = new Set([
  'who',
  'whose',
  'of',
  'for',
  'at',
  'representing',
  'der',
  'die',
  'das',
  'des',
  'von',
  'bei',
  'fur',
]);

/** Words that may describe the profession between the apposition words and it: "a human rights lawyer". */
const PROFESSION_MODIFIERS = 2;

/**
 * "Jane Doe, his lawyer", "Jane Doe, a human rights lawyer": the word at `role` follows the name past one or
 * more apposition words and at most PROFESSION_MODIFIERS other words.
 */
function isApposition(sentence: AnalysedSentence, role: number): boolean {
  for (let modifiers = 0; modifiers <= PROFESSION_MODIFIERS; modifiers += 1) {
    const last = role - 1 - modifiers;
    let before = last;
    while (before >= 0 && APPOSITION_WORDS.has(sentence.tokens[before])) before -= 1;
    if (before === last || !sentence.mentions.includes(before)) continue;
    const definite = sentence.tokens.slice(before + 1, role).some((word) => DEFINITE_ARTICLES.has(word));
    return !definite || APPOSITION_CONTINUATIONS.has(sentence.tokens[role + 1]);
  }
  return false;
}

/** Verbs of leading or serving in an authority, and the words from the name to them and from them to it. */
const HEADING =
  /^(?:lead|leads|led|head(?:s|ed)?|chair(?:s|ed)?|serv(?:es|ed)|sat|leitet(?:e)?|fuhrt(?:e)?)$/;
const HEADING_REACH = { verb: 3, authority: 6 };

/**
 * "Jane Doe heads the anti-corruption agency", "Jane Doe leitet die neue Behörde", "Jane Doe served on the
 * jury": it leads or serves in an authority.
 */
function headsAnAuthority(sentence: AnalysedSentence, authorities: readonly number[]): boolean {
  return sentence.mentions.some((mention) =>
    anyWordAfter(
      sentence,
      mention,
      HEADING_REACH.verb,
      (verb) =>
        HEADING.test(sentence.tokens[verb]) &&
        authorities.some((authority) => authority > verb && authority - verb <= HEADING_REACH.authority),
    ),
  );
}

/**
 * "Prosecutor Jane Doe", "Staatsanwältin Jane Doe", "defence lawyer Jane Doe", "Jane Doe, a reporter": an
 * office or a profession that works on cases as the name's title, or a profession in apposition, so its
 * legal words are its work. So too a subject whose name is an authority's ("Europol", "Staatsanwaltschaft
 * München"), that leads or serves in one ("Jane Doe heads the anti-corruption agency"), or that a copula
 * names a profession ("Jane Doe was a prosecutor"): it acts in its cases.
 */
export function namesAnOfficial(sentence: AnalysedSentence): boolean {
  const authorities = hitsOf(sentence, ['authority']);
  const professions = hitsOf(sentence, ['profession']);
  // A profession of several words ends at its last: "forensic accountant Jane Doe". Not an authority's
  // name: "According to the Justice Department, X began …" (the comma is gone from the tokens).
  const titleEnds = [
    ...authorities,
    ...sentence.hits
      .filter((hit) => hit.concept === 'profession')
      .map((hit) => hit.token + (hit.words ?? 1) - 1),
  ];
  return (
    authorities.some((authority) => sentence.mentions.includes(authority)) ||
    headsAnAuthority(sentence, authorities) ||
    titleEnds.some((title) => isTitleOfName(sentence, title)) ||
    [...professions, ...authorities].some((role) => isApposition(sentence, role)) ||
    isProfessionPredicate(sentence, professions)
  );
}

/** Honorifics that may stand between a title and the name: "Justizministerin Dr. Anna Berger". */
export const HONORIFICS: ReadonlySet<string> = new Set([
  'dr',
  'prof',
  'professor',
  'mr',
  'mrs',
  'ms',
  'herr',
  'frau',
  'sir',
  'dame',
]);

/** The word at `title` is the name's title: right before it, or before its honorifics. */
function isTitleOfName(sentence: AnalysedSentence, title: number): boolean {
  let next = title + 1;
  while (HONORIFICS.has(sentence.tokens[next])) next += 1;
  return sentence.mentions.includes(next);
}

/** Words from the copula after the name to the profession it names: "was a prosecutor", "war Schöffin". */
const PREDICATE_REACH = 3;

/** "Jane Doe was a prosecutor for 20 years", "Jane Doe war Schöffin in dem Prozess": the name, a copula, a profession. */
function isProfessionPredicate(sentence: AnalysedSentence, professions: readonly number[]): boolean {
  const copulas = hitsOf(sentence, ['passive']);
  return sentence.mentions.some(
    (mention) =>
      copulas.includes(mention + 1) &&
      professions.some((role) => role > mention + 1 && role - (mention + 1) <= PREDICATE_REACH),
  );
}

/** "President Jane Doe", "Finanzministerin Jane Doe": a public office as the name's title. */
function namesAnOfficeHolder(sentence: AnalysedSentence): boolean {
  return hitsOf(sentence, ['office']).some((office) => isTitleOfName(sentence, office));
}

/**
 * The subject holds a public office ("Prime Minister Jane Doe said") and no legal process is aimed at it in
 * its sentences, nor legal or crime words stand next to its name in the headline: a head of government or
 * lawmaker speaking of crime or acting against it, not accused of it.
 */
export function isUnaccusedOfficeHolder(article: AnalysedArticle): boolean {
  const named = article.sentences.filter((sentence) => sentence.reference !== 'none');
  const headline = named.find((sentence) => sentence.isHeadline);
  return (
    named.some(namesAnOfficeHolder) &&
    !named.some(undergoesLegal) &&
    !(
      headline &&
      hasAny(headline, [...LEGAL_CONCEPTS, ...CRIME_CONCEPTS], (token) => isNearSubject(headline, token))
    )
  );
}

/**
 * Words from a verb of speaking to the name ("said Jane Doe", "according to Doe"), and from the name's
 * start to the verb, past a short apposition ("Jane Doe, an expert on corruption, told").
 */
const SPEECH_REACH = { before: 2, after: 7 };

/** The subject speaks in the sentence (comments, is quoted). */
export function isSpeaker(sentence: AnalysedSentence): boolean {
  return hitsOf(sentence, ['speech']).some((verb) =>
    sentence.mentions.some(
      (mention) => mention - verb <= SPEECH_REACH.before && verb - mention <= SPEECH_REACH.after,
    ),
  );
}
