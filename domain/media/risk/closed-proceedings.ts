import type { ConceptHit } from './concept-matcher';

/**
 * Proceedings that are closed clear whoever they were aimed at: "prosecutors dropped all charges against X",
 * "the Justice Department closes foreign bribery probe into X", "the investigation into X was closed", "die
 * Staatsanwaltschaft stellte das Verfahren gegen X ein", "Court clears X of fraud charges". The verb and the
 * proceedings' noun may stand apart ("closed its five-year investigation"), which a lexicon phrase cannot
 * say; each such pair adds an exculpation where the verb stands.
 */

/** Verbs that end proceedings. */
const CLOSING_VERBS = new Set([
  ...['drop', 'drops', 'dropped', 'dropping', 'close', 'closes', 'closed', 'end', 'ends', 'ended'],
  ...['abandon', 'abandons', 'abandoned', 'discontinue', 'discontinues', 'discontinued'],
  ...['shelve', 'shelves', 'shelved', 'halt', 'halts', 'halted', 'withdraw', 'withdraws', 'withdrew'],
  ...['withdrawn', 'terminate', 'terminates', 'terminated', 'dismiss', 'dismisses', 'dismissed'],
  ...['quash', 'quashes', 'quashed', 'scrap', 'scraps', 'scrapped'],
]);
/** The proceedings. */
const PROCEEDINGS = new Set([
  ...['probe', 'probes', 'investigation', 'investigations', 'inquiry', 'inquiries', 'enquiry'],
  ...['case', 'cases', 'charge', 'charges', 'prosecution', 'proceedings', 'lawsuit', 'lawsuits', 'suit'],
  ...['complaint', 'complaints', 'indictment', 'indictments'],
]);
/** Words that leave the verb's object: "a drop in cases", "dropped out of the inquiry". */
const PREPOSITIONS = new Set(['in', 'of', 'to', 'from', 'on', 'for', 'by', 'with', 'at', 'out', 'as']);
/** Words from the closing verb to its object ("dropped all bribery charges", "closed its five-year probe"). */
const VERB_TO_OBJECT = 4;
/** Words from the proceedings to a closing participle in the passive ("the probe into X was closed"). */
const OBJECT_TO_PARTICIPLE = 12;
const PASSIVE_AUXILIARIES = new Set(['was', 'were', 'been', 'is', 'are', 'be', 'being']);
/** Base forms that are also adjectives or nouns ("the probe is close to completion"): only with an object. */
const WITH_OBJECT_ONLY = new Set(['close', 'end']);

/** A court or authority that clears someone of something: "Court clears fertiliser maker X of pollution charges". */
const CLEARING_VERBS = new Set(['clear', 'clears']);
/** Words from the clearing verb to its "of" (the one cleared stands between). */
const CLEARED_REACH = 6;
/** Words that make "clear … of" something else: "clears the way for a probe of", "clears hurdle of". */
const NOT_CLEARED = new Set(['way', 'path', 'for', 'hurdle', 'hurdles', 'deal', 'backlog', 'stock']);

/** German: "stellte das Verfahren gegen X ein" (the particle closes the clause), "Verfahren … eingestellt". */
const GERMAN_CLOSING_VERB = /^stell(t|te|ten|en)$/;
/**
 * The participle closes proceedings only when they are its object: "das Verfahren gegen X wurde eingestellt",
 * "Ermittlungen gegen Holzhändler eingestellt"; not "die Kassen haben die Zahlungen eingestellt".
 */
const GERMAN_CLOSED = 'eingestellt';
/** Words from the proceedings to the participle that ends their clause. */
const GERMAN_CLAUSE_REACH = 25;
/** Starts of the German proceedings ("Ermittlungsverfahren" starts as "Ermittlung"). */
const GERMAN_PROCEEDINGS = ['verfahren', 'strafverfahren', 'ermittlung'];
const GERMAN_VERB_TO_PARTICLE = 12;

const startsWithAny = (token: string | undefined, starts: readonly string[]) =>
  token !== undefined && starts.some((start) => token.startsWith(start));

/**
 * Where an English closing verb ends proceedings: at its object, which the one cleared follows ("closed its
 * three-year investigation into suspected bribery at X"), else at the verb; -1 if it ends none.
 */
function closesInEnglish(tokens: readonly string[], at: number): number {
  if (!CLOSING_VERBS.has(tokens[at])) return -1;
  const after = tokens.slice(at + 1, at + 1 + VERB_TO_OBJECT);
  const object = after.findIndex((token) => PROCEEDINGS.has(token));
  if (object >= 0 && !after.slice(0, object).some((token) => PREPOSITIONS.has(token))) return at + 1 + object;
  if (WITH_OBJECT_ONLY.has(tokens[at])) return -1;
  // A headline's "probe ends", "case dropped"; or the passive: a proceedings noun before, an auxiliary
  // right before the verb ("the investigation into X … was closed").
  if (PROCEEDINGS.has(tokens[at - 1])) return at;
  const before = tokens.slice(Math.max(0, at - OBJECT_TO_PARTICIPLE), at);
  return PASSIVE_AUXILIARIES.has(tokens[at - 1]) && before.some((token) => PROCEEDINGS.has(token)) ? at : -1;
}

function clearsOf(tokens: readonly string[], at: number): boolean {
  if (!CLEARING_VERBS.has(tokens[at])) return false;
  const of = tokens.slice(at + 2, at + 1 + CLEARED_REACH).indexOf('of');
  return of >= 0 && !tokens.slice(at + 1, at + 2 + of).some((token) => NOT_CLEARED.has(token));
}

function closesInGerman(tokens: readonly string[], at: number): boolean {
  if (!GERMAN_CLOSING_VERB.test(tokens[at])) return false;
  const clause = tokens.slice(at + 1, at + 1 + GERMAN_VERB_TO_PARTICLE);
  const particle = clause.indexOf('ein');
  return particle > 0 && clause.slice(0, particle).some((token) => startsWithAny(token, GERMAN_PROCEEDINGS));
}

/**
 * Where the proceedings stand that a clause-final "eingestellt" closes (-1 for none): their noun is where
 * the clearing is read, since German puts the participle far from the name ("hat ihre Ermittlungen gegen die
 * X AG wegen des Verdachts … eingestellt").
 */
function closedInGerman(tokens: readonly string[], at: number): number {
  if (tokens[at] !== GERMAN_CLOSED) return -1;
  const from = Math.max(0, at - GERMAN_CLAUSE_REACH);
  const noun = tokens.slice(from, at).findIndex((token) => startsWithAny(token, GERMAN_PROCEEDINGS));
  return noun < 0 ? -1 : from + noun;
}

/** The hits with an exculpation added where a closing verb ends proceedings. */
export function withClosedProceedings(hits: ConceptHit[], tokens: readonly string[]): ConceptHit[] {
  const closing: ConceptHit[] = [];
  const add = (token: number) => {
    if (![...hits, ...closing].some((hit) => hit.token === token && hit.concept === 'exculpation'))
      closing.push({ concept: 'exculpation', token });
  };
  tokens.forEach((_, at) => {
    const closed = closesInEnglish(tokens, at);
    if (closed >= 0) add(closed);
    if (clearsOf(tokens, at) || closesInGerman(tokens, at)) add(at);
    const proceedings = closedInGerman(tokens, at);
    if (proceedings >= 0) add(proceedings);
  });
  return closing.length === 0 ? hits : [...hits, ...closing].sort((a, b) => a.token - b.token);
}
