import type { SubjectType } from '../../subjects/subject-type';
import type { ArticleText, Token } from './article-text';
import { PhraseIndex } from './phrase-index';
import { AGE_AFTER_NAME } from './start-date-mentions';
import type { SubjectMentions } from './subject-mentions';

/**
 * Words that say what kind of party a name stands for. TITLES stand right before the name ("Mr Smith",
 * "Russian businessman Oleg X", "MV Ever Given"); LEGAL_FORMS right after it ("Siemens AG").
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
  daughter: 'INDIVIDUAL', suspect: 'INDIVIDUAL', defendant: 'INDIVIDUAL', fugitive: 'INDIVIDUAL', agent: 'INDIVIDUAL',
  boss: 'INDIVIDUAL', chief: 'INDIVIDUAL', commissioner: 'INDIVIDUAL', pm: 'INDIVIDUAL', vp: 'INDIVIDUAL',
  prosecutor: 'INDIVIDUAL', journalist: 'INDIVIDUAL', activist: 'INDIVIDUAL', leader: 'INDIVIDUAL', owner: 'INDIVIDUAL',
  cofounder: 'INDIVIDUAL', chair: 'INDIVIDUAL', secretary: 'INDIVIDUAL', deputy: 'INDIVIDUAL', mp: 'INDIVIDUAL',
  congressman: 'INDIVIDUAL', congresswoman: 'INDIVIDUAL', ambassador: 'INDIVIDUAL', official: 'INDIVIDUAL',
  sen: 'INDIVIDUAL', rep: 'INDIVIDUAL', gov: 'INDIVIDUAL', wife: 'INDIVIDUAL', husband: 'INDIVIDUAL', brother: 'INDIVIDUAL', sister: 'INDIVIDUAL',
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

/**
 * Pronouns that point back to a person: a few words after a mention ("X said he", "X and his wife"), or
 * opening the sentence after one that opens with the subject. Other pronouns in the article are often
 * about someone else (an organisation's chief executive).
 */
// prettier-ignore
const PERSON_PRONOUNS = new Set([
  'he', 'she', 'his', 'her', 'him', 'himself', 'herself', 'er', 'seine', 'seinen', 'seinem', 'seiner',
]);

/** Words a few words from a mention that say what it is: "X, the company", "X's shares", "the vessel X". */
// prettier-ignore
const NEARBY_CUES = PhraseIndex.of<SubjectType>([
  ...['wife', 'husband', 'son', 'daughter', 'born', 'year old', 'jahrige*', 'geboren', 'who', 'der', 'die',
    'sentenced', 'pleaded', 'verurteilt'].map((word) => [word, 'INDIVIDUAL'] as const),
  ...['company', 'companies', 'firm', 'corporation', 'conglomerate', 'subsidiary', 'subsidiaries', 'its', 'shares',
    'shareholders', 'lender', 'insurer', 'retailer', 'bank', 'group', 'headquartered', 'which', 'brand', 'startup',
    'start up', 'platform', 'app', 'provider', 'fintech', 'maker', 'giant', 'operator', 'agency', 'raises', 'launches',
    'konzern*', 'unternehmen*', 'firma', 'gesellschaft', 'tochter*', 'aktie*', 'aktionar*', 'gegrundet',
    'sitz'].map((word) => [word, 'ORGANISATION'] as const),
  ...['vessel', 'vessels', 'ship', 'tanker', 'freighter', 'flagged', 'imo', 'crew', 'cargo', 'sailed',
    'schiff', 'frachter', 'besatzung'].map((word) => [word, 'VESSEL'] as const),
  ...['aircraft', 'plane', 'jet', 'airliner', 'flight', 'landed', 'tail number', 'flugzeug',
    'gelandet'].map((word) => [word, 'AIRCRAFT'] as const),
]);
/** How many words on either side of a mention NEARBY_CUES are looked for in. */
const NEARBY_WORDS = 3;
/** How many words after a mention a pronoun may refer back to it. */
const PRONOUN_WORDS = 6;

/** A title or legal form names the kind outright; a word in the sentence only hints at it. */
const NAMED_WEIGHT = 3;
const HINT_WEIGHT = 1;
/** At most this much of a kind from hints, so a long profile full of "he" cannot outweigh "GmbH". */
const MOST_HINTS = 4;
/** The winning kind needs this much evidence, and twice as much as any other. */
const LEAST_EVIDENCE = 2;

/**
 * What kind of party the article shows under the subject's name, or null when it does not tell:
 * titles before and legal forms or an age ("(52)", ", 52,") after the mentions, words a few words from them, and pronouns in the
 * sentences naming the subject.
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
    const end = tokens[last]!.end;
    if (AGE_AFTER_NAME.test(article.text.slice(end, end + 8))) add(named, 'INDIVIDUAL', NAMED_WEIGHT);
  }
  for (const { first, last } of mentions.mentions) {
    const sentence = tokens[first]!.sentence;
    for (let at = last + 1; at <= last + PRONOUN_WORDS && tokens[at]?.sentence === sentence; at++) {
      if (PERSON_PRONOUNS.has(tokens[at]!.key)) add(hinted, 'INDIVIDUAL', HINT_WEIGHT);
    }
    // Only a mention opening its sentence looks on to the next one (once a sentence: walking to the end
    // for every mention took minutes on a page without full stops).
    if (tokens[first - 1]?.sentence === sentence) continue;
    let after = last + 1;
    while (tokens[after]?.sentence === sentence) after++;
    const next = tokens[after];
    if (next?.sentence === sentence + 1 && PERSON_PRONOUNS.has(next.key))
      add(hinted, 'INDIVIDUAL', HINT_WEIGHT);
  }
  for (const { first, last } of mentions.mentions) {
    const sentence = tokens[first]!.sentence;
    const around = [
      ...tokens.slice(Math.max(0, first - NEARBY_WORDS), first),
      ...tokens.slice(last + 1, last + 1 + NEARBY_WORDS),
    ].filter((token) => token.sentence === sentence);
    for (const hit of NEARBY_CUES.find(around)) add(hinted, hit.value, HINT_WEIGHT);
  }
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
