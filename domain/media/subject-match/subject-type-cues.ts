import type { SubjectType } from '../../subjects/subject-type';
import type { ArticleText, Token } from './article-text';
import { PhraseIndex } from './phrase-index';
import type { SubjectMentions } from './subject-mentions';

/**
 * Words that say what kind of party a name stands for. TITLES stand right before the name ("Mr Smith",
 * "Russian businessman Oleg X", "MV Ever Given"); LEGAL_FORMS right after it ("Siemens AG"); the words of
 * SENTENCE_CUES anywhere in a sentence naming the subject or in the next one ("he said", "the company").
 */
// prettier-ignore
const TITLES: Readonly<Record<string, SubjectType>> = {
  mr: 'INDIVIDUAL', mrs: 'INDIVIDUAL', ms: 'INDIVIDUAL', miss: 'INDIVIDUAL', dr: 'INDIVIDUAL', sir: 'INDIVIDUAL',
  lady: 'INDIVIDUAL', lord: 'INDIVIDUAL', dame: 'INDIVIDUAL', herr: 'INDIVIDUAL', frau: 'INDIVIDUAL', prof: 'INDIVIDUAL',
  president: 'INDIVIDUAL', senator: 'INDIVIDUAL', judge: 'INDIVIDUAL', minister: 'INDIVIDUAL', governor: 'INDIVIDUAL',
  mayor: 'INDIVIDUAL', businessman: 'INDIVIDUAL', businesswoman: 'INDIVIDUAL', tycoon: 'INDIVIDUAL',
  billionaire: 'INDIVIDUAL', millionaire: 'INDIVIDUAL', oligarch: 'INDIVIDUAL', banker: 'INDIVIDUAL',
  financier: 'INDIVIDUAL', executive: 'INDIVIDUAL', ceo: 'INDIVIDUAL', chairman: 'INDIVIDUAL', founder: 'INDIVIDUAL',
  lawyer: 'INDIVIDUAL', attorney: 'INDIVIDUAL', politician: 'INDIVIDUAL', lawmaker: 'INDIVIDUAL', actor: 'INDIVIDUAL',
  actress: 'INDIVIDUAL', singer: 'INDIVIDUAL', rapper: 'INDIVIDUAL', footballer: 'INDIVIDUAL', player: 'INDIVIDUAL',
  coach: 'INDIVIDUAL', investor: 'INDIVIDUAL', developer: 'INDIVIDUAL', entrepreneur: 'INDIVIDUAL',
  dealer: 'INDIVIDUAL', trader: 'INDIVIDUAL', officer: 'INDIVIDUAL', general: 'INDIVIDUAL', prince: 'INDIVIDUAL',
  king: 'INDIVIDUAL', sheikh: 'INDIVIDUAL', director: 'INDIVIDUAL', manager: 'INDIVIDUAL', son: 'INDIVIDUAL',
  daughter: 'INDIVIDUAL', wife: 'INDIVIDUAL', husband: 'INDIVIDUAL', brother: 'INDIVIDUAL', sister: 'INDIVIDUAL',
  unternehmer: 'INDIVIDUAL', geschaftsmann: 'INDIVIDUAL', geschaftsfrau: 'INDIVIDUAL', politiker: 'INDIVIDUAL',
  politikerin: 'INDIVIDUAL', milliardar: 'INDIVIDUAL', chef: 'INDIVIDUAL',
  angeklagte: 'INDIVIDUAL', angeklagter: 'INDIVIDUAL', anwalt: 'INDIVIDUAL', richter: 'INDIVIDUAL',
  mv: 'VESSEL', mt: 'VESSEL', vessel: 'VESSEL', tanker: 'VESSEL', ship: 'VESSEL', freighter: 'VESSEL',
  yacht: 'VESSEL', superyacht: 'VESSEL', schiff: 'VESSEL', frachter: 'VESSEL',
  aircraft: 'AIRCRAFT', jet: 'AIRCRAFT', plane: 'AIRCRAFT', airliner: 'AIRCRAFT', flugzeug: 'AIRCRAFT',
  company: 'ORGANISATION', firm: 'ORGANISATION', group: 'ORGANISATION', lender: 'ORGANISATION',
  conglomerate: 'ORGANISATION', insurer: 'ORGANISATION', retailer: 'ORGANISATION', carmaker: 'ORGANISATION',
  konzern: 'ORGANISATION', unternehmen: 'ORGANISATION', firma: 'ORGANISATION',
};

// prettier-ignore
const LEGAL_FORMS = new Set([
  'ag', 'gmbh', 'kg', 'kgaa', 'se', 'sa', 'nv', 'bv', 'ltd', 'limited', 'plc', 'inc', 'incorporated', 'llc', 'llp',
  'lp', 'corp', 'corporation', 'co', 'company', 'holding', 'holdings', 'spa', 'srl', 'ab', 'asa', 'pte', 'pty',
  'jsc', 'pjsc', 'ooo', 'group', 'bank', 'foundation', 'fund', 'trust', 'partners', 'international', 'stiftung',
  'verein', 'bancorp', 'capital', 'investments', 'industries', 'enterprises', 'technologies', 'airlines', 'motors',
]);

// prettier-ignore
const SENTENCE_CUES = PhraseIndex.of<SubjectType>([
  ...['he', 'she', 'his', 'her', 'him', 'himself', 'herself', 'mr', 'mrs', 'ms', 'wife', 'husband', 'born',
    'er', 'seine', 'seinen', 'seinem', 'seiner', 'ihre', 'ihren', 'ihrem', 'ihrer', 'geboren', 'jahrige*',
    'year old'].map((word) => [word, 'INDIVIDUAL'] as const),
  ...['company', 'companies', 'firm', 'corporation', 'conglomerate', 'subsidiary', 'subsidiaries', 'its', 'shares',
    'shareholders', 'lender', 'insurer', 'retailer', 'the bank', 'the group', 'headquartered', 'founded',
    'konzern*', 'unternehmen*', 'firma', 'gesellschaft', 'tochter*', 'aktie*', 'aktionar*', 'gegrundet',
    'sitz'].map((word) => [word, 'ORGANISATION'] as const),
  ...['vessel', 'vessels', 'ship', 'tanker', 'freighter', 'flagged', 'imo', 'crew', 'cargo', 'port', 'sailed',
    'schiff', 'frachter', 'besatzung', 'reederei'].map((word) => [word, 'VESSEL'] as const),
  ...['aircraft', 'plane', 'jet', 'airliner', 'flight', 'landed', 'tail number', 'flugzeug', 'maschine',
    'gelandet'].map((word) => [word, 'AIRCRAFT'] as const),
]);

/** A title or legal form names the kind outright; a word in the sentence only hints at it. */
const NAMED_WEIGHT = 3;
const HINT_WEIGHT = 1;
/** At most this much of a kind from hints, so a long profile full of "he" cannot outweigh "GmbH". */
const MOST_HINTS = 4;
/** The winning kind needs this much evidence, and twice as much as any other. */
const LEAST_EVIDENCE = 2;

/**
 * What kind of party the article shows under the subject's name, or null when it does not tell:
 * titles before and legal forms after the mentions, and hints in the sentences around them.
 */
export function readArticleSubjectType(article: ArticleText, mentions: SubjectMentions): SubjectType | null {
  const { tokens } = article;
  const named = new Map<SubjectType, number>();
  const hinted = new Map<SubjectType, number>();
  const add = (weights: Map<SubjectType, number>, kind: SubjectType, weight: number) =>
    weights.set(kind, (weights.get(kind) ?? 0) + weight);
  for (const { first, last } of mentions.mentions) {
    const title = titleBefore(tokens, first);
    if (title !== undefined) add(named, title, NAMED_WEIGHT);
    if (hasLegalForm(tokens, first, last)) add(named, 'ORGANISATION', NAMED_WEIGHT);
  }
  const sentences = new Set<number>();
  for (const sentence of mentions.sentences) sentences.add(sentence).add(sentence + 1);
  const inSubjectName = new Uint8Array(tokens.length);
  for (const { first, last } of mentions.mentions) inSubjectName.fill(1, first, last + 1);
  const nearTokens = tokens.filter((token, at) => sentences.has(token.sentence) && !inSubjectName[at]);
  for (const hit of SENTENCE_CUES.find(nearTokens)) add(hinted, hit.value, HINT_WEIGHT);
  const evidence = [...new Set([...named.keys(), ...hinted.keys()])]
    .map((kind) => ({ kind, weight: (named.get(kind) ?? 0) + Math.min(MOST_HINTS, hinted.get(kind) ?? 0) }))
    .sort((a, b) => b.weight - a.weight);
  const [first, second] = evidence;
  if (first === undefined || first.weight < LEAST_EVIDENCE) return null;
  return second === undefined || first.weight >= 2 * second.weight ? first.kind : null;
}

/** "Mr Smith", "businessman Oleg X", "former president Y": the word before the name, or the one before that. */
function titleBefore(tokens: readonly Token[], first: number): SubjectType | undefined {
  for (const at of [first - 1, first - 2]) {
    const token = tokens[at];
    if (token === undefined || token.sentence !== tokens[first]!.sentence) return undefined;
    const kind = TITLES[token.key];
    if (kind !== undefined) return kind;
  }
  return undefined;
}

/** A legal form in the name as written or right after it ("Siemens AG", "Deutsche Bank"). */
function hasLegalForm(tokens: readonly Token[], first: number, last: number): boolean {
  for (let at = first; at <= last + 1; at++) {
    const token = tokens[at];
    if (token !== undefined && LEGAL_FORMS.has(token.key) && (at <= last || token.capitalised)) return true;
  }
  return false;
}
