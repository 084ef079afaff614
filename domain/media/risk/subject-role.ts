import type { AnalysedArticle, AnalysedSentence } from './article-analysis';
import { CLEARING_CONCEPTS, type Concept, CRIME_CONCEPTS, LEGAL_CONCEPTS } from './risk-concepts';
import { isAgentOfLegal, isInformant } from './legal-action';
import { deniesLegal, isComplementOfAccused, isPluperfectLegal, undergoesLegal } from './legal-process';
import { isEngagedExpert } from './engaged-experts';
import { isClaimant } from './plaintiff';
import { namesAnOfficial } from './subject-capacity';
import { isNearSubject } from './subject-sentences';

/**
 * What the article makes of the subject, read from the sentences that name it:
 * - 'cleared': acquitted, cleared or a victim next to its name, or every legal word next to it denied, and
 *   no legal process next to its name outside such a sentence ("Jane Doe was acquitted", "victim Jane
 *   Doe", "Jane Doe was not charged") but in the pluperfect ("prosecutors had accused Doe") or after a
 *   headline or lead that clears it; one that acts in the case (below) is 'official' instead;
 * - 'uninvolved': no crime or legal word in any of its sentences (named in passing in an article about
 *   someone else's crime), or its name found only as another company's ("Meridian Trading FZCO");
 * - 'official': named with an office as its title ("prosecutor Jane Doe"), or as a lawyer, journalist or
 *   spokesperson ("defence lawyer Jane Doe", "Jane Doe, his lawyer", "police spokeswoman Jane Doe"), or
 *   taking the legal action itself ("Siemens sued a supplier", see isAgentOfLegal) or bringing the case to
 *   the authorities ("the bank alerted police", "Jane Doe testified against", see isInformant), or
 *   bringing or winning a civil claim ("X wins £340,000 damages", see isClaimant), or brought in to work on
 *   the case ("liquidators appointed X to trace the funds", see isEngagedExpert), or an
 *   authority by its name ("Financial Conduct Authority", see authority-names.ts), and never the one a
 *   legal process is aimed at ("was charged", "charges against"), in the body or in a headline
 *   naming it with legal words but not in such a capacity;
 * - 'implicated': anything else;
 * - 'unknown': the subject has no name or is not found.
 */
export type SubjectRole = 'cleared' | 'uninvolved' | 'official' | 'implicated' | 'unknown';

function nearSubject(sentence: AnalysedSentence, concepts: readonly Concept[]): boolean {
  return sentence.hits.some((hit) => concepts.includes(hit.concept) && isNearSubject(sentence, hit.token));
}

/** A sentence naming the subject that clears it, makes it a victim or denies a process against it. */
function clears(sentence: AnalysedSentence): boolean {
  return nearSubject(sentence, CLEARING_CONCEPTS) || deniesLegal(sentence);
}

/** The sentences after the headline that make up a news lead. */
const LEAD_SENTENCES = 2;

/** Which of two lists of the article's sentences has the earlier sentence. */
function firstOf(
  sentences: readonly AnalysedSentence[],
  a: readonly AnalysedSentence[],
  b: readonly AnalysedSentence[],
): AnalysedSentence | undefined {
  return sentences.find((sentence) => a.includes(sentence) || b.includes(sentence));
}

/** Read once per article: both the role and the features (risk-features.ts) ask for them. */
const clearingByArticle = new WeakMap<AnalysedArticle, AnalysedSentence[]>();

/** The sentences naming the subject that clear it, make it a victim or deny a process against it. */
export function clearingSentences(article: AnalysedArticle): AnalysedSentence[] {
  let clearing = clearingByArticle.get(article);
  if (!clearing) {
    clearing = article.sentences.filter((sentence) => sentence.reference !== 'none' && clears(sentence));
    clearingByArticle.set(article, clearing);
  }
  return clearing;
}

export function subjectRole(article: AnalysedArticle): SubjectRole {
  const named = article.sentences.filter((sentence) => sentence.reference !== 'none');
  // Found only as another company of the same name: the article is that company's.
  if (named.length === 0 && article.namesAnotherCompany) return 'uninvolved';
  if (!article.hasNames || named.length === 0) return 'unknown';
  const clearing = clearingSentences(article);
  // A process aimed at someone the subject only qualifies ("a client of X was convicted") accuses it of nothing.
  const accusing = named.filter(
    (sentence) =>
      nearSubject(sentence, LEGAL_CONCEPTS) &&
      !clears(sentence) &&
      !isComplementOfAccused(sentence) &&
      !isPluperfectLegal(sentence),
  );
  // A headline or lead that clears the subject before any process against it is named tells the outcome
  // first ("X was acquitted … Prosecutors had accused X of …"): the process is the background.
  const opensCleared =
    clearing.length > 0 &&
    article.sentences.indexOf(clearing[0]) <= LEAD_SENTENCES &&
    clearing[0] === firstOf(named, clearing, accusing);
  const headline = named.find((sentence) => sentence.isHeadline);
  const actsInCase = (sentence: AnalysedSentence) =>
    namesAnOfficial(sentence) ||
    isAgentOfLegal(sentence) ||
    isInformant(sentence) ||
    isClaimant(sentence) ||
    isEngagedExpert(sentence);
  const official =
    (article.subjectIsAuthority || named.some(actsInCase)) &&
    !named.some(undergoesLegal) &&
    !(headline && nearSubject(headline, LEGAL_CONCEPTS) && !actsInCase(headline));
  if (clearing.length > 0 && (accusing.length === 0 || opensCleared))
    return official ? 'official' : 'cleared';
  const crimeOrLegal = [...CRIME_CONCEPTS, ...LEGAL_CONCEPTS];
  if (!named.some((sentence) => sentence.hits.some((hit) => crimeOrLegal.includes(hit.concept))))
    return 'uninvolved';
  if (official) return 'official';
  return 'implicated';
}
