/**
 * Words after which a full stop does not end a sentence (titles, initials of companies, months), folded
 * to lower case. A single letter ("J. Smith", "U.S.") is never an end either.
 */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'jr',
  'sr',
  'gen',
  'sen',
  'rep',
  'gov',
  'col',
  'capt',
  'lt',
  'sgt',
  'inc',
  'ltd',
  'co',
  'corp',
  'pvt',
  'pty',
  'bros',
  'no',
  'nos',
  'vs',
  'etc',
  'approx',
  'dept',
  'est',
  'fig',
  'mt',
  'ft',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'herr',
  'fr',
  'nr',
  'bzw',
  'ca',
  'vgl',
  'dipl',
  'ing',
  'abs',
  'str',
  'bspw',
  'usw',
  'ggf',
  'inkl',
]);

/** A sentence end: . ! or ? (and a closing quote or bracket), then space, then what can start a sentence. */
const SENTENCE_END = /[.!?]+["'”’»)\]]*\s+(?=["'“‘„«([]?[\p{Lu}\p{N}])/gu;

/** A German ordinal date ("am 5. Mai") whose full stop is not an end. */
const GERMAN_MONTH_AFTER =
  /^(?:januar|februar|marz|märz|april|mai|juni|juli|august|september|oktober|november|dezember)\b/i;

/** German words before an ordinal ("die 2. Zivilkammer", "der 3. Strafsenat", "zum 1. Januar"). */
const BEFORE_GERMAN_ORDINAL = /(?:^|\s)(?:die|der|den|dem|des|am|zum|vom|im|beim|ab|bis|seit)\s+\d{1,2}$/i;

function endsSentence(text: string, stopIndex: number, nextIndex: number): boolean {
  if (text[stopIndex] !== '.') return true;
  const before = /([\p{L}\p{N}]+)$/u.exec(text.slice(Math.max(0, stopIndex - 20), stopIndex));
  if (!before) return true;
  const word = before[1];
  if (word.length === 1 && /\p{L}/u.test(word)) return false;
  if (ABBREVIATIONS.has(word.toLowerCase())) return false;
  if (/^\d{1,2}$/.test(word) && GERMAN_MONTH_AFTER.test(text.slice(nextIndex, nextIndex + 10))) return false;
  if (BEFORE_GERMAN_ORDINAL.test(text.slice(Math.max(0, stopIndex - 12), stopIndex))) return false;
  return true;
}

/**
 * A run of more words than this without a sentence end is a list, a table or a transcript, not a sentence
 * (3 of the corpus's 39,122 sentences are longer): it is read in pieces of at most this many words, cut
 * after a comma or semicolon where one stands in the piece's second half. Reading each mention against a
 * whole page of 140,000 words took minutes. A piece's words are joined by single spaces.
 */
const LONGEST_SENTENCE_WORDS = 150;
/** Shorter texts cannot hold that many words (they are not split into words to find out). */
const LONGEST_SENTENCE_CHARACTERS = LONGEST_SENTENCE_WORDS * 2;

function inPieces(sentence: string): string[] {
  if (sentence.length <= LONGEST_SENTENCE_CHARACTERS) return [sentence];
  const words = sentence.split(/\s+/);
  const pieces: string[] = [];
  let start = 0;
  while (words.length - start > LONGEST_SENTENCE_WORDS) {
    let end = start + LONGEST_SENTENCE_WORDS;
    for (let at = end - 1; at > start + LONGEST_SENTENCE_WORDS / 2; at -= 1) {
      if (/[,;]$/.test(words[at])) {
        end = at + 1;
        break;
      }
    }
    pieces.push(words.slice(start, end).join(' '));
    start = end;
  }
  pieces.push(words.slice(start).join(' '));
  return pieces;
}

/**
 * The sentences of a text, verbatim and trimmed, in order: paragraphs (line breaks) always end one, and
 * inside a paragraph a full stop, question or exclamation mark before a capital or a digit does, except
 * after an abbreviation or an initial; a run too long to be a sentence is cut (see LONGEST_SENTENCE_WORDS).
 * Cheap enough for every article of an execution (no NLP library).
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let start = 0;
    for (const end of paragraph.matchAll(SENTENCE_END)) {
      const stopIndex = end.index;
      const nextIndex = end.index + end[0].length;
      if (!endsSentence(paragraph, stopIndex, nextIndex)) continue;
      const sentence = paragraph.slice(start, nextIndex).trim();
      if (sentence) sentences.push(...inPieces(sentence));
      start = nextIndex;
    }
    const rest = paragraph.slice(start).trim();
    if (rest) sentences.push(...inPieces(rest));
  }
  return sentences;
}
