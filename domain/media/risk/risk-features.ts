import type { AnalysedArticle, AnalysedSentence } from './article-analysis';
import {
  CLEARING_CONCEPTS,
  CONCEPTS,
  type Concept,
  CRIME_CONCEPTS,
  LEGAL_CONCEPTS,
  MITIGATING_CONCEPTS,
} from './risk-concepts';

/** A concept this many words or fewer from the subject's name is about the subject. */
export const NEAR_WORDS = 8;

/** Where a concept is counted: in the subject's sentences, near its name, in the headline, anywhere. */
export const CONCEPT_SCOPES = ['subject', 'near', 'headline', 'article'] as const;
export type ConceptScope = (typeof CONCEPT_SCOPES)[number];

const ARTICLE_FEATURES = [
  'names:none',
  'mention:none',
  'mention:fullName',
  'mention:headline',
  'mention:share',
  'mention:count',
  'body:short',
  'role:officeHolder',
] as const;

/** What one of the subject's sentences says of it; the article has the most any of them has. */
const SENTENCE_FEATURES = [
  'subject:legal&crime',
  'near:legal',
  'near:mitigating',
  'headline:legal&mention',
  'headline:crime&mention',
  'role:passiveLegal',
  'role:targetOfLegal',
  'role:legalCloseness',
  'role:official',
  'role:speaker',
  'role:legalNotCleared',
  'role:objectOfLegal',
] as const;

export type SentenceFeature = (typeof SENTENCE_FEATURES)[number];

/** The model's inputs, in order: four scopes of every concept, then features of the whole article. */
export const FEATURE_NAMES: readonly string[] = [
  ...CONCEPTS.flatMap((concept) => CONCEPT_SCOPES.map((scope) => `${scope}:${concept}`)),
  ...ARTICLE_FEATURES,
  ...SENTENCE_FEATURES,
];

/** Words from the name to a passive auxiliary, and from it to the legal verb (German puts it last). */
const PASSIVE_REACH = { auxiliary: 3, verb: 10 };
/** Words from a legal or crime word to the preposition, and from it to the name ("charges against X"). */
const TARGET_REACH = { cue: 6, name: 3 };
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

/** "Jane Doe, his lawyer": the word at `role` follows the name past one or more apposition words. */
function isApposition(sentence: AnalysedSentence, role: number): boolean {
  let before = role - 1;
  while (before >= 0 && APPOSITION_WORDS.has(sentence.tokens[before])) before -= 1;
  if (before === role - 1 || !sentence.mentions.includes(before)) return false;
  const definite = sentence.tokens.slice(before + 1, role).some((word) => DEFINITE_ARTICLES.has(word));
  return !definite || APPOSITION_CONTINUATIONS.has(sentence.tokens[role + 1]);
}

/**
 * "Prosecutor Jane Doe", "Staatsanwältin Jane Doe", "defence lawyer Jane Doe", "Jane Doe, a reporter": an
 * office or a profession that works on cases as the name's title, or a profession in apposition, so its
 * legal words are its work. So too a subject whose name is an authority's ("Europol", "Staatsanwaltschaft
 * München"): it acts in the cases it is named in.
 */
export function namesAnOfficial(sentence: AnalysedSentence): boolean {
  const authorities = hitsOf(sentence, ['authority']);
  return (
    authorities.some((authority) => sentence.mentions.includes(authority)) ||
    [...authorities, ...hitsOf(sentence, ['profession'])].some((title) =>
      sentence.mentions.includes(title + 1),
    ) ||
    hitsOf(sentence, ['profession']).some((role) => isApposition(sentence, role))
  );
}

/** "President Jane Doe", "Finanzministerin Jane Doe": a public office as the name's title. */
function namesAnOfficeHolder(sentence: AnalysedSentence): boolean {
  return hitsOf(sentence, ['office']).some((office) => sentence.mentions.includes(office + 1));
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
    !named.some(
      (sentence) => isPassiveLegal(sentence) || isTargetOfLegal(sentence) || isObjectOfLegal(sentence),
    ) &&
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
function isSpeaker(sentence: AnalysedSentence): boolean {
  return hitsOf(sentence, ['speech']).some((verb) =>
    sentence.mentions.some(
      (mention) => mention - verb <= SPEECH_REACH.before && verb - mention <= SPEECH_REACH.after,
    ),
  );
}

/** Words over which the closeness of the nearest legal or crime word to the name halves. */
const CLOSENESS_HALVING = 4;

function hitsOf(sentence: AnalysedSentence, concepts: readonly Concept[]): number[] {
  return sentence.hits.filter((hit) => concepts.includes(hit.concept)).map((hit) => hit.token);
}

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
function legalCloseness(sentence: AnalysedSentence): number {
  let nearest = Infinity;
  for (const cue of hitsOf(sentence, [...LEGAL_CONCEPTS, ...CRIME_CONCEPTS]))
    for (const mention of sentence.mentions) nearest = Math.min(nearest, Math.abs(cue - mention));
  return nearest === Infinity ? 0 : 0.5 ** (nearest / CLOSENESS_HALVING);
}

/** The sentence features of one sentence (all 0 for a sentence that is not the subject's). */
export function sentenceFeatures(
  article: AnalysedArticle,
  sentence: AnalysedSentence,
): Record<SentenceFeature, number> {
  const subjects = isSubjectSentence(article, sentence);
  const headlineNamed = sentence.isHeadline && sentence.reference === 'name';
  const near = (token: number) => isNearSubject(sentence, token);
  // Legal words next to a subject that is cleared, uncovers, fights or is a victim are not its trouble.
  const mitigated = hasAny(sentence, MITIGATING_CONCEPTS, near);
  const implicated = subjects && !mitigated;
  // Fighting, uncovering or honours near the name do not undo "X was fined": only clearing or a victim does.
  const uncleared = subjects && !hasAny(sentence, CLEARING_CONCEPTS, near);
  return {
    'subject:legal&crime':
      subjects && hasAny(sentence, LEGAL_CONCEPTS) && hasAny(sentence, CRIME_CONCEPTS) ? 1 : 0,
    'near:legal': subjects && hasAny(sentence, LEGAL_CONCEPTS, near) ? 1 : 0,
    'near:mitigating': subjects && mitigated ? 1 : 0,
    'headline:legal&mention': headlineNamed && !mitigated && hasAny(sentence, LEGAL_CONCEPTS) ? 1 : 0,
    'headline:crime&mention': headlineNamed && !mitigated && hasAny(sentence, CRIME_CONCEPTS) ? 1 : 0,
    'role:passiveLegal': implicated && isPassiveLegal(sentence) ? 1 : 0,
    'role:targetOfLegal': implicated && isTargetOfLegal(sentence) ? 1 : 0,
    'role:legalCloseness': implicated ? legalCloseness(sentence) : 0,
    'role:official': subjects && namesAnOfficial(sentence) ? 1 : 0,
    'role:speaker': subjects && isSpeaker(sentence) ? 1 : 0,
    'role:legalNotCleared': uncleared && (isPassiveLegal(sentence) || isTargetOfLegal(sentence)) ? 1 : 0,
    'role:objectOfLegal': uncleared && isObjectOfLegal(sentence) ? 1 : 0,
  };
}

/** A body shorter than this is a paywall stub or a teaser: the headline must carry the decision. */
const SHORT_BODY = 600;

export function isSubjectSentence(article: AnalysedArticle, sentence: AnalysedSentence): boolean {
  return !article.hasNames || sentence.reference !== 'none';
}

export function isNearSubject(sentence: AnalysedSentence, token: number): boolean {
  return sentence.mentions.some((mention) => Math.abs(mention - token) <= NEAR_WORDS);
}

/** The scopes in which one concept found in a sentence counts. */
export function hitScopes(
  article: AnalysedArticle,
  sentence: AnalysedSentence,
  token: number,
): ConceptScope[] {
  const scopes: ConceptScope[] = ['article'];
  if (isSubjectSentence(article, sentence)) scopes.push('subject');
  if (isNearSubject(sentence, token)) scopes.push('near');
  if (sentence.isHeadline) scopes.push('headline');
  return scopes;
}

function hasAny(
  sentence: AnalysedSentence,
  concepts: readonly Concept[],
  where?: (token: number) => boolean,
) {
  return sentence.hits.some((hit) => concepts.includes(hit.concept) && (!where || where(hit.token)));
}

/**
 * The feature vector of an analysed article (see FEATURE_NAMES). Counts are log-scaled and article-wide
 * counts are shares of sentences, so long and short articles read alike.
 */
export function riskFeatures(article: AnalysedArticle): number[] {
  const counts = new Map<string, number>();
  const sentencesWith = new Map<Concept, number>();
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const sentence of article.sentences) {
    for (const hit of sentence.hits) {
      for (const scope of hitScopes(article, sentence, hit.token))
        if (scope !== 'article') add(`${scope}:${hit.concept}`);
    }
    for (const concept of new Set(sentence.hits.map((hit) => hit.concept))) {
      sentencesWith.set(concept, (sentencesWith.get(concept) ?? 0) + 1);
    }
  }
  const sentenceCount = Math.max(1, article.sentences.length);
  const subjectSentences = article.sentences.filter((sentence) => isSubjectSentence(article, sentence));
  const named = article.sentences.filter((sentence) => sentence.reference === 'name');
  const headline = article.sentences[0];
  const headlineNamed = headline !== undefined && headline.isHeadline && headline.reference === 'name';
  const strongest = new Map<SentenceFeature, number>();
  for (const sentence of subjectSentences)
    for (const [name, value] of Object.entries(sentenceFeatures(article, sentence)) as [
      SentenceFeature,
      number,
    ][])
      strongest.set(name, Math.max(strongest.get(name) ?? 0, value));
  const mentionCount = article.sentences.reduce((sum, sentence) => sum + sentence.mentions.length, 0);
  const articleFeatures: Record<(typeof ARTICLE_FEATURES)[number], number> = {
    'names:none': article.hasNames ? 0 : 1,
    'mention:none': article.hasNames && named.length === 0 ? 1 : 0,
    'mention:fullName': article.fullNameFound ? 1 : 0,
    'mention:headline': headlineNamed ? 1 : 0,
    'mention:share': article.hasNames ? subjectSentences.length / sentenceCount : 0,
    'mention:count': Math.log1p(mentionCount),
    'body:short': article.bodyLength < SHORT_BODY ? 1 : 0,
    'role:officeHolder': isUnaccusedOfficeHolder(article) ? 1 : 0,
  };
  return [
    ...CONCEPTS.flatMap((concept) =>
      CONCEPT_SCOPES.map((scope) =>
        scope === 'article'
          ? (sentencesWith.get(concept) ?? 0) / sentenceCount
          : scope === 'headline'
            ? Math.min(1, counts.get(`headline:${concept}`) ?? 0)
            : Math.log1p(counts.get(`${scope}:${concept}`) ?? 0),
      ),
    ),
    ...ARTICLE_FEATURES.map((name) => articleFeatures[name]),
    ...SENTENCE_FEATURES.map((name) => strongest.get(name) ?? 0),
  ];
}
