import { cleanText, type EntityDraft } from './entity-draft';

/**
 * Sentences end at a full stop before a capital ("Apr. 2010", "7-9 cm. long" and "QDe.092" stay whole),
 * and before the INTERPOL link the UN appends without one.
 */
const SENTENCE_END = /(?<=\.)\s+(?=[A-Z])|\s+(?=INTERPOL-UN Security Council Special Notice)/;

/** "Physical description: …" may follow a comma; a bare "Description: …" only starts a sentence. */
const DESCRIPTION_LABEL = /(?:^|[\s,;])Physical description:\s*|^Description:\s*/i;

/** Sentences that describe the person by themselves: "Hair: Dark.", "Height 170 cm, right leg amputated." */
const DESCRIPTIVE_SENTENCE = new RegExp(
  [
    String.raw`^(?:Distinguishing (?:physical )?marks|Hair(?: colou?r)?|Eyes?(?: colou?r)?|Height|Weight|Complexion|Build)\b`,
    String.raw`^Ethnic (?:background:|\w+ from\b)`,
    String.raw`^Family background:`,
    String.raw`^(?:[^.;,]{1,40} )?belong(?:s|ed) to\b.*\b(?:tribe|ethnic group)\b`,
    String.raw`^Member of the [\w\s'-]{1,40}\btribe\b`,
    String.raw`^Type of entity:`,
  ].join('|'),
  'i',
);

/** A short sentence right after a description that goes on with it: "Black hair and eyes.", "White skin." */
const CONTINUATION = /\b(?:hair|eyes?|skin|beard|scars?|complexion)\b/i;
const CONTINUATION_MAX_LENGTH = 40;

/** A clause stating schooling: "Graduate of the Haqqaniya madrasa …", "… obtained a degree in pedagogy". */
const SCHOOLING = /\b(?:graduat\w*|degree in|studied|primary education|secondary school)\b/i;

const withoutFullStop = (text: string): string => text.replace(/\.$/, '');

/** Consecutive sentences that describe the party, one description per run, label "Physical description:" dropped. */
function descriptionsIn(sentences: readonly string[]): string[] {
  const descriptions: string[] = [];
  let run: string[] = [];
  const close = () => {
    if (run.length) descriptions.push(run.join('. '));
    run = [];
  };
  for (const sentence of sentences) {
    const label = DESCRIPTION_LABEL.exec(sentence);
    if (label) {
      close();
      run.push(withoutFullStop(sentence.slice(label.index + label[0].length)));
    } else if (DESCRIPTIVE_SENTENCE.test(sentence)) {
      run.push(withoutFullStop(sentence));
    } else if (run.length && sentence.length <= CONTINUATION_MAX_LENGTH && CONTINUATION.test(sentence)) {
      run.push(withoutFullStop(sentence));
    } else {
      close();
    }
  }
  close();
  return descriptions.filter(Boolean);
}

function educationsIn(sentences: readonly string[]): string[] {
  return sentences.flatMap((sentence) =>
    sentence
      .split(';')
      .map((clause) => withoutFullStop(cleanText(clause)))
      .filter((clause) => SCHOOLING.test(clause)),
  );
}

/**
 * Free text a list keeps about an entity (UN comments, EU remarks, OFSI's other information): kept whole
 * as a note, and the physical description and schooling it states also filed as descriptions and
 * educations, where an analyst comparing a customer looks for them.
 */
export function addNarrativeText(entity: EntityDraft, text: string): void {
  const narrative = cleanText(text);
  if (!narrative) return;
  entity.notes.push(narrative);
  const sentences = narrative.split(SENTENCE_END);
  entity.descriptions.push(...descriptionsIn(sentences));
  entity.educations.push(...educationsIn(sentences));
}
