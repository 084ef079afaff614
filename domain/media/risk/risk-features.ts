import type { AnalysedArticle, AnalysedSentence } from './article-analysis';
import { CONCEPTS, type Concept, CRIME_CONCEPTS, LEGAL_CONCEPTS, MITIGATING_CONCEPTS } from './risk-concepts';

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
  'subject:legal&crime',
  'near:legal',
  'near:mitigating',
  'headline:legal&mention',
] as const;

/** The model's inputs, in order: four scopes of every concept, then features of the whole article. */
export const FEATURE_NAMES: readonly string[] = [
  ...CONCEPTS.flatMap((concept) => CONCEPT_SCOPES.map((scope) => `${scope}:${concept}`)),
  ...ARTICLE_FEATURES,
];

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
  const mentionCount = article.sentences.reduce((sum, sentence) => sum + sentence.mentions.length, 0);
  const articleFeatures: Record<(typeof ARTICLE_FEATURES)[number], number> = {
    'names:none': article.hasNames ? 0 : 1,
    'mention:none': article.hasNames && named.length === 0 ? 1 : 0,
    'mention:fullName': article.fullNameFound ? 1 : 0,
    'mention:headline': headlineNamed ? 1 : 0,
    'mention:share': article.hasNames ? subjectSentences.length / sentenceCount : 0,
    'mention:count': Math.log1p(mentionCount),
    'body:short': article.bodyLength < SHORT_BODY ? 1 : 0,
    'subject:legal&crime': subjectSentences.some(
      (sentence) => hasAny(sentence, LEGAL_CONCEPTS) && hasAny(sentence, CRIME_CONCEPTS),
    )
      ? 1
      : 0,
    'near:legal': subjectSentences.some((sentence) =>
      hasAny(sentence, LEGAL_CONCEPTS, (token) => isNearSubject(sentence, token)),
    )
      ? 1
      : 0,
    'near:mitigating': subjectSentences.some((sentence) =>
      hasAny(sentence, MITIGATING_CONCEPTS, (token) => isNearSubject(sentence, token)),
    )
      ? 1
      : 0,
    'headline:legal&mention': headlineNamed && hasAny(headline, LEGAL_CONCEPTS) ? 1 : 0,
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
  ];
}
