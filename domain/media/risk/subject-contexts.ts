import type { AnalysedArticle, AnalysedSentence } from './article-analysis';

/** What stands for the subject in a context term ("charged @s", "L:sentenced"). */
const SUBJECT = '@s';
/** Words read on each side of a mention. */
const REACH = 3;
/** A mention's name runs on over at most this many more of the subject's name words. */
const NAME_LENGTH = 4;

/**
 * The words around the subject where the article names it (or refers to it by a pronoun or description),
 * with the name itself replaced by one token: "the court sentenced @s to four years" gives `L:court`,
 * `L:sentenced`, `R:to`, `sentenced @s`, `court sentenced @s`, `@s to four`… What an article does to its
 * subject stands beside the name ("jailed @s", "@s told police", "@s was cleared", "victims of @s"): a
 * text model over these terms (see TextModel) learns the subject's part in the story from the articles
 * themselves, where the text model over all words learns only what the story is about.
 */
export function subjectContexts(article: AnalysedArticle): Set<string> {
  const contexts = new Set<string>();
  for (const sentence of article.sentences) {
    if (sentence.mentions.length === 0) continue;
    const tokens = withSubjectToken(sentence, article.nameWords);
    tokens.forEach((token, i) => {
      if (token !== SUBJECT) return;
      for (let k = 1; k <= REACH; k += 1) {
        if (i - k >= 0) contexts.add(`L:${tokens[i - k]}`);
        if (i + k < tokens.length) contexts.add(`R:${tokens[i + k]}`);
      }
      if (i > 0) contexts.add(`${tokens[i - 1]} ${SUBJECT}`);
      if (i + 1 < tokens.length) contexts.add(`${SUBJECT} ${tokens[i + 1]}`);
      if (i > 1) contexts.add(`${tokens[i - 2]} ${tokens[i - 1]} ${SUBJECT}`);
      if (i + 2 < tokens.length) contexts.add(`${SUBJECT} ${tokens[i + 1]} ${tokens[i + 2]}`);
    });
  }
  return contexts;
}

/** The sentence's tokens with each mention, and the name words right after it, as one SUBJECT token. */
function withSubjectToken(sentence: AnalysedSentence, nameWords: ReadonlySet<string>): string[] {
  const isNameWord = (token: string) =>
    nameWords.has(token) || (token.endsWith('s') && nameWords.has(token.slice(0, -1)));
  // A set: a page without full stops is one sentence of thousands of words, many of them the name.
  const mentions = new Set(sentence.mentions);
  const tokens: string[] = [];
  for (let i = 0; i < sentence.tokens.length; i += 1) {
    if (!mentions.has(i)) {
      tokens.push(sentence.tokens[i]);
      continue;
    }
    tokens.push(SUBJECT);
    for (let more = 0; more < NAME_LENGTH && i + 1 < sentence.tokens.length; more += 1) {
      if (!isNameWord(sentence.tokens[i + 1])) break;
      i += 1;
    }
  }
  return tokens;
}
