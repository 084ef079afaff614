import type { AnalysedArticle, AnalysedSentence } from './article-analysis';
import {
  isObjectOfLegal,
  isPassiveLegal,
  isPluperfectLegal,
  isTargetOfLegal,
  legalCloseness,
  undergoesLegal,
} from './legal-process';
import {
  CLEARING_CONCEPTS,
  CONCEPTS,
  type Concept,
  CRIME_CONCEPTS,
  LEGAL_CONCEPTS,
  MITIGATING_CONCEPTS,
} from './risk-concepts';
import { isSpeaker, isUnaccusedOfficeHolder, namesAnOfficial } from './subject-capacity';
import { clearingSentences } from './subject-role';
import { hasAny, isNearSubject, isSubjectSentence } from './subject-sentences';

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
  'headline:profile',
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

/** The sentence features a background sentence keeps: what the subject does, not what it underwent. */
const BACKGROUND_FEATURES: ReadonlySet<SentenceFeature> = new Set([
  'role:official',
  'role:speaker',
  'near:mitigating',
]);

/** The model's inputs, in order: four scopes of every concept, then features of the whole article. */
export const FEATURE_NAMES: readonly string[] = [
  ...CONCEPTS.flatMap((concept) => CONCEPT_SCOPES.map((scope) => `${scope}:${concept}`)),
  ...ARTICLE_FEATURES,
  ...SENTENCE_FEATURES,
];

/** The sentence features of one sentence (all 0 for a sentence that is not the subject's). */
export function sentenceFeatures(
  article: AnalysedArticle,
  sentence: AnalysedSentence,
): Record<SentenceFeature, number> {
  const subjects = isSubjectSentence(article, sentence);
  const headlineNamed = sentence.isHeadline && sentence.reference === 'name';
  const near = (token: number) => isNearSubject(sentence, token);
  // Fighting, uncovering or honours near the name do not undo "X was fined": only clearing or a victim does.
  const uncleared = subjects && !hasAny(sentence, CLEARING_CONCEPTS, near);
  // Legal words next to a subject that is cleared, uncovers, fights or is a victim are not its trouble,
  // unless a process is aimed at it: "Financial adviser X was jailed", "Aufsichtsrätin X wurde angeklagt".
  const mitigated = hasAny(sentence, MITIGATING_CONCEPTS, near) && !(uncleared && undergoesLegal(sentence));
  const implicated = subjects && !mitigated;
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

/** A headline of this many words at most that is the subject's name and nothing else heads a profile. */
const PROFILE_HEADLINE_WORDS = 4;

/**
 * A profile page: its headline is the subject's name ("Ali Khamenei", "Charles Ponzi Biography") with no
 * concept of the lexicons in it. A profile tells a whole life, so its crime words weigh less than a report's:
 * the model learns how much.
 */
function isProfile(headline: AnalysedSentence | undefined): boolean {
  return (
    headline !== undefined &&
    headline.isHeadline &&
    headline.reference === 'name' &&
    headline.tokens.length <= PROFILE_HEADLINE_WORDS &&
    !headline.hits.some((hit) => (CONCEPTS as readonly string[]).includes(hit.concept))
  );
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
  // Beside a sentence that clears the subject, what prosecutors "had" done is the story before the outcome:
  // only what the subject does in such a sentence counts.
  const cleared = clearingSentences(article).length > 0;
  for (const sentence of subjectSentences) {
    const background = cleared && isPluperfectLegal(sentence);
    for (const [name, value] of Object.entries(sentenceFeatures(article, sentence)) as [
      SentenceFeature,
      number,
    ][])
      if (!background || BACKGROUND_FEATURES.has(name))
        strongest.set(name, Math.max(strongest.get(name) ?? 0, value));
  }
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
    'headline:profile': isProfile(headline) ? 1 : 0,
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
