/**
 * Names are often copied with a second way of writing them: "Abou Mouhadjir (ابو مهاجر)", "جبهة النصرة
 * (the Victory Front; Jabhat al-Nusrah)", "Amir Khazmat (original script: Амир Хазмат)", or two scripts side
 * by side. Read as one name, the parts of both halves count against each other. So each half is also
 * screened as a name of its own, beside the text as given (lists write brackets too: "HAQQANI NETWORK (HQN)").
 */

const BRACKETED = /[([]([^()[\]]*)[)\]]/gu;
/** "original script:", "aka", "a.k.a.", "also known as", "formerly": a label, not part of the name. */
const LABEL =
  /^\s*(?:[\p{L} ]{1,30}:|a\.?k\.?a\.?|f\.?k\.?a\.?|alias|also known as|formerly(?: known as)?)\s*/iu;
const LETTER = /\p{L}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

const words = (text: string) => text.split(/\s+/).filter((word) => LETTER.test(word));

/** A bracketed part of one word is an acronym or a note ("(HQN)", "(Syria)"), too weak to screen alone. */
const isScreenable = (text: string) => words(text).length >= 2;

/** The runs of words written in Latin letters and in another script, when a name holds both. */
function scriptRuns(text: string): string[] {
  const runs: { latin: boolean; words: string[] }[] = [];
  for (const word of words(text)) {
    const latin = LATIN_LETTER.test(word);
    const last = runs.at(-1);
    if (last?.latin === latin) last.words.push(word);
    else runs.push({ latin, words: [word] });
  }
  return runs.length > 1 ? runs.map((run) => run.words.join(' ')) : [];
}

/** The text as given, then its halves: outside the brackets, each alternative inside, each script's run. */
export function writtenAlternatives(text: string): string[] {
  const inside = [...text.matchAll(BRACKETED)].flatMap((match) =>
    match[1].split(';').map((part) => part.replace(LABEL, '').trim()),
  );
  const outside = text.replace(BRACKETED, ' ').replace(/\s+/g, ' ').trim();
  const halves = inside.length > 0 ? [outside, ...inside] : [text];
  const alternatives = [text, ...halves.flatMap((half) => [half, ...scriptRuns(half)])];
  return [...new Set(alternatives.filter((alternative, i) => i === 0 || isScreenable(alternative)))];
}
