import type { ConceptHit } from './concept-matcher';
import type { AnalysedSentence, LexiconLanguage } from './article-analysis';
import { RELATIVE_PRONOUNS } from './legal-process';
import { type Concept, LEGAL_CONCEPTS } from './risk-concepts';
import { ORGANISATION_NOUNS } from './subject-names';
import { hitsOf, NEAR_WORDS } from './subject-sentences';

/**
 * Words from a passive auxiliary to the victim word it gives the subject: "was defrauded", "were duped by",
 * "wurde von Betrügern um ihr Geld gebracht" (German puts the participle last).
 */
const PASSIVE_TO_VICTIM: Record<LexiconLanguage, number> = { en: 2, de: 6 };

/** Words that may stand between the name, or its auxiliary, and a victim word: "Jane Doe, one of the victims". */
const APPOSITION_WORDS = new Set([
  ...['a', 'an', 'the', 'one', 'of', 'also', 'among', 'herself', 'himself', 'itself'],
  ...['ein', 'eine', 'einer', 'eines', 'einem', 'der', 'die', 'das', 'den', 'auch', 'unter', 'von'],
]);
const NUMBER = /^\d+$/;

/** Victim words the one who suffers says in the active voice: "Jane Doe lost her savings", "fell prey to". */
const SUFFERED_ACTIVELY = new Set(['lost', 'fell', 'targeted', 'verlor', 'verloren']);

/** A possessive before a victim word makes the victims someone's: "her victims", "ihren Opfern". */
const POSSESSIVES = new Set([
  ...['her', 'his', 'their', 'its'],
  ...['ihre', 'ihren', 'ihrer', 'ihrem', 'seine', 'seinen', 'seiner', 'seinem'],
]);

/** Prepositions that lead from the name to someone else: "a successor to leader Y", "the head of Y". */
const LEADING_ELSEWHERE = new Set(['to', 'of', 'for', 'with', 'at', 'from', 'by']);

/**
 * "A successor to leader Y, who was killed": the passive belongs to Y's relative clause, not the name's. A
 * relative clause right after the name is its own ("Muster AG, which was defrauded").
 */
function opensOthersClause(tokens: readonly string[], mention: number, auxiliary: number): boolean {
  const between = tokens.slice(mention + 1, auxiliary);
  const relative = between.findIndex((word) => RELATIVE_PRONOUNS.has(word));
  return relative > 0 && between.slice(0, relative).some((word) => LEADING_ELSEWHERE.has(word));
}

/** Whether words stand between two positions and each may stand in an apposition. */
function onlyAppositionBetween(tokens: readonly string[], from: number, to: number): boolean {
  const between = tokens.slice(from + 1, to);
  return between.length > 0 && between.every((word) => APPOSITION_WORDS.has(word) || NUMBER.test(word));
}

/**
 * Whether the victim word at `victim` says the subject suffered: in the passive ("Jane Doe was defrauded",
 * "Jane Doe is one of 300 victims"), in apposition ("Jane Doe, a victim of"), before its name ("victim Jane
 * Doe", "scammers duped Jane Doe") or of the active kind ("Jane Doe lost her savings"). After the name in the
 * active voice it is what the subject did to others ("Jane Doe defrauded investors", "duped elderly victims",
 * "Die Muster AG hat Anleger getäuscht"), and "her victims" are someone else.
 */
function isSubjectsSuffering(sentence: AnalysedSentence, victim: number, language: LexiconLanguage): boolean {
  const { tokens } = sentence;
  if (POSSESSIVES.has(tokens[victim - 1])) return false;
  const before = sentence.mentions.filter((mention) => mention < victim && victim - mention <= NEAR_WORDS);
  if (before.length === 0) return true;
  const mention = Math.max(...before);
  if (SUFFERED_ACTIVELY.has(tokens[victim]) || onlyAppositionBetween(tokens, mention, victim)) return true;
  return hitsOf(sentence, ['passive']).some(
    (auxiliary) =>
      auxiliary > mention &&
      auxiliary <= victim &&
      !opensOthersClause(tokens, mention, auxiliary) &&
      (victim - auxiliary <= PASSIVE_TO_VICTIM[language] || onlyAppositionBetween(tokens, auxiliary, victim)),
  );
}

/**
 * Prepositions that make the name the one a crime was done to: "stealing €1.2m from X", "embezzled funds
 * from X", "a ransomware attack on X", "Diebstahl bei der X AG", "Angriff auf X".
 */
const SUFFERED_FROM: Partial<Record<Concept, ReadonlySet<string>>> = {
  Theft: new Set(['from', 'bei']),
  Fraud: new Set(['from', 'bei']),
  Violence: new Set(['on', 'against', 'auf', 'gegen']),
};
/** Words from the crime word to the preposition ("stealing more than €1.2m from"). */
const CRIME_TO_PREPOSITION = 5;
/** Words from the preposition to the name ("from the Dutch payment firm X"). */
const PREPOSITION_TO_NAME = 4;

/** A crime's verb in a form that takes the name as its object: "accused of attacking X", "defrauded X". */
const CRIME_VERB_FORM = /(?:ing|ed)$/;
/** Words between such a verb and the name ("attacking the Dutch payment firm X"). */
const ARTICLES = new Set(['the', 'a', 'an', 'den', 'die', 'das', 'der']);

/** "Accused of attacking X", "was convicted of defrauding X": the name is the crime's object. */
function isObjectOfCrime(sentence: AnalysedSentence, hit: ConceptHit): boolean {
  if (!SUFFERED_FROM[hit.concept] || !CRIME_VERB_FORM.test(sentence.tokens[hit.token])) return false;
  let next = hit.token + 1;
  while (ARTICLES.has(sentence.tokens[next])) next += 1;
  return sentence.mentions.includes(next);
}

/**
 * What an organisation is called in a sentence that names it: "stole £6.7m from the Leeds-based insurer",
 * "embezzled funds from his employer". Only for an organisation subject ("Jane Doe stole from her employer"
 * is someone else's loss).
 */
const ORGANISATION_DESCRIPTIONS = new Set([
  ...ORGANISATION_NOUNS,
  ...['employer', 'insurer', 'charity', 'club', 'retailer', 'manufacturer', 'exchange', 'trust'],
  ...['association', 'foundation', 'hotel', 'school'],
  ...['arbeitgeber', 'verein', 'versicherer', 'stiftung', 'genossenschaft'],
]);

/**
 * Victim words where a theft, fraud or attack is done to the name: "jailed for stealing from X", "accused of
 * attacking X", and for an organisation that the sentence names, to its description ("stealing £6.7m from
 * the insurer"). A legal word between them makes it a process ("fraud charges against X").
 */
function sufferedCrimes(sentence: AnalysedSentence, organisation: boolean): ConceptHit[] {
  const { tokens } = sentence;
  const legal = hitsOf(sentence, LEGAL_CONCEPTS);
  return sentence.hits.flatMap((hit) => {
    if (isObjectOfCrime(sentence, hit)) return [{ concept: 'victim' as const, token: hit.token + 1 }];
    const prepositions = SUFFERED_FROM[hit.concept];
    if (!prepositions) return [];
    for (let at = hit.token + 1; at <= hit.token + CRIME_TO_PREPOSITION && at < tokens.length; at += 1) {
      if (!prepositions.has(tokens[at])) continue;
      const process = legal.some((word) => word > hit.token && word < at);
      if (process) return [];
      const object = tokens.slice(at + 1, at + 1 + PREPOSITION_TO_NAME);
      const named = sentence.mentions.some((mention) => mention > at && mention - at <= PREPOSITION_TO_NAME);
      if (named) return [{ concept: 'victim' as const, token: at }];
      // The description stands for the name: the victim word goes where the sentence names it.
      const described = organisation && object.some((word) => ORGANISATION_DESCRIPTIONS.has(word));
      return described ? [{ concept: 'victim' as const, token: sentence.mentions[0] }] : [];
    }
    return [];
  });
}

/**
 * Verbs of losing money, and the prepositions that name to whom or how: "loses €4.7m to a fake CEO scam",
 * "lost €4.7m after fraudsters …", "verliert … an Betrüger".
 */
const LOSING = new Set(['lose', 'loses', 'lost', 'losing', 'verliert', 'verlor', 'verloren']);
const LOST_TO = new Set(['to', 'in', 'after', 'an', 'durch', 'bei']);
/** What is lost must be money ("lost its licence after a fraud conviction" is no loss to a crime). */
const MONEY = /^(?:\d.*|millions?|billions?|money|savings|funds|mio|millionen|milliarden|geld|ersparnisse)$/;
/** Words from the name to the verb, from the verb to "to" ("lost about £86,000 in savings to"), and from "to" to the crime. */
const LOSS_REACH = { verb: 4, to: 7, crime: 4 };
const LOSS_CRIMES: readonly Concept[] = ['Fraud', 'Theft', 'crime'];

/**
 * Victim words where the subject loses money to a crime: "Jane Doe lost £86,000 to a romance fraudster", "X
 * loses CHF 7m to supplier's fake invoice scheme", "Die X GmbH verliert 2 Millionen an Betrüger".
 */
function lossesToCrime(sentence: AnalysedSentence): ConceptHit[] {
  const { tokens } = sentence;
  const crimes = hitsOf(sentence, LOSS_CRIMES);
  for (const mention of sentence.mentions) {
    for (let verb = mention + 1; verb <= mention + LOSS_REACH.verb && verb < tokens.length; verb += 1) {
      if (!LOSING.has(tokens[verb])) continue;
      const to = tokens.slice(verb + 1, verb + 1 + LOSS_REACH.to).findIndex((word) => LOST_TO.has(word));
      const at = verb + 1 + to;
      const money = tokens.slice(verb + 1, at).some((word) => MONEY.test(word));
      if (to >= 0 && money && crimes.some((crime) => crime > at && crime - at <= LOSS_REACH.crime))
        return [{ concept: 'victim', token: verb }];
    }
  }
  return [];
}

/**
 * The sentence's concept hits without the victim words that tell what the subject did to others, and with
 * those of a crime done to it or money it lost to one (`organisation`: the subject is one, see
 * sufferedCrimes).
 */
export function withoutOthersVictims(
  sentence: AnalysedSentence,
  language: LexiconLanguage,
  organisation: boolean,
): ConceptHit[] {
  if (sentence.mentions.length === 0) return sentence.hits;
  const suffered = [...sufferedCrimes(sentence, organisation), ...lossesToCrime(sentence)];
  const kept = sentence.hits.filter(
    (hit) => hit.concept !== 'victim' || isSubjectsSuffering(sentence, hit.token, language),
  );
  return suffered.length === 0 ? kept : [...kept, ...suffered].sort((a, b) => a.token - b.token);
}
