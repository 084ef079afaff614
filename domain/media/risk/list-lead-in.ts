import type { AnalysedSentence } from './article-analysis';
import { CRIME_CONCEPTS, LEGAL_CONCEPTS, MITIGATING_CONCEPTS } from './risk-concepts';

/** A sentence of the article as first read: its text, words and concepts. */
type ReadSentence = Pick<AnalysedSentence, 'text' | 'tokens' | 'hits'>;

/** A list item is short: a name and a line about it ("Imad Khalil Al-Alami, a member of the Hamas Political Bureau"). */
const ITEM_WORDS = 40;
/** How many items may stand between the lead-in and the one naming the subject. */
const ITEMS_REACH = 20;
/** The item opens with the name: it may follow a surname written first ("SAYADI, NABIL ABDUL SALAM"). */
const NAME_REACH = 3;
const LEAD_IN_CONCEPTS = new Set([...LEGAL_CONCEPTS, ...CRIME_CONCEPTS, ...MITIGATING_CONCEPTS]);

/**
 * The sentence that introduces the list an item belongs to: the nearest sentence before it ending with a
 * colon, over list items only, when it holds what happens to those listed ("The following individuals are
 * designated as SDGTs by today's action:", "added the following individuals to its consolidated list:",
 * "Those sentenced were:", "Unter den Opfern sind:"). Official releases name the designated, charged or
 * acquitted in such lists, and the item itself holds only a name and a line about the person.
 */
export function listLeadIn(sentences: readonly ReadSentence[], item: number, mentions: readonly number[]) {
  if (item === 0 || sentences[item].tokens.length > ITEM_WORDS) return undefined;
  if (mentions.length === 0 || mentions[0] > NAME_REACH) return undefined;
  for (let at = item - 1; at >= Math.max(1, item - ITEMS_REACH - 1); at -= 1) {
    const sentence = sentences[at];
    if (sentence.text.trimEnd().endsWith(':'))
      return sentence.hits.some((hit) => LEAD_IN_CONCEPTS.has(hit.concept)) ? sentence : undefined;
    if (sentence.tokens.length > ITEM_WORDS) return undefined;
  }
  return undefined;
}
