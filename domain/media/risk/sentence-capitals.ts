import type { AnalysedSentence } from './article-analysis';
import { capitalisedTokens } from './text-folding';

const capitalsBySentence = new WeakMap<AnalysedSentence, boolean[] | null>();

/**
 * Which of a sentence's tokens the text capitalises (see capitalisedTokens), read once per sentence however
 * many mentions ask: a page without full stops is one sentence naming the subject thousands of times, and
 * reading it again for each took minutes. A sentence's text and tokens never change once read.
 */
export function sentenceCapitals(sentence: AnalysedSentence): boolean[] | null {
  if (!capitalsBySentence.has(sentence))
    capitalsBySentence.set(sentence, capitalisedTokens(sentence.text, sentence.tokens.length));
  return capitalsBySentence.get(sentence) ?? null;
}
