import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { projectFile } from '../../project-files';

/**
 * Korean and Japanese readings of Han-script names. any-ascii reads every Han character in Mandarin, so
 * 金正恩 becomes "jin zheng en" and never meets the listed "KIM, Jong Un" (김정은), nor 山田太郎 "Yamada
 * Taro". The readings come from Unihan (scripts/extract-cjk-readings.sh writes the data file).
 */

interface CjkReadings {
  /** Hangul syllables, the reading used in personal names first. */
  korean: Record<string, string[]>;
  /** Kun and on readings in lower-case romaji as Unihan writes them ("futoi", "rou"). */
  japanese: Record<string, [kun: string[], on: string[]]>;
}

const HAN = /\p{Script=Han}/u;
/** 々 repeats the character before it (佐々木 Sasaki); Unihan gives it no reading of its own. */
const ITERATION_MARK = '々';
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

let readings: CjkReadings | undefined;

/** Read on first use: most names are not Han, and the table is half a megabyte of JSON. */
function cjkReadings(): CjkReadings {
  readings ??= JSON.parse(
    gunzipSync(readFileSync(projectFile('data', 'matching', 'cjk-readings.json.gz'))).toString('utf8'),
  ) as CjkReadings;
  return readings;
}

/**
 * The name with each Han character read in Korean (金正恩 → 김정은), taking the reading Unihan marks for
 * personal names; other characters stay as they are. Undefined when there is no Han character or one has
 * no Korean reading, since a half-read name would only match by accident.
 */
export function koreanReading(name: string): string | undefined {
  const { korean } = cjkReadings();
  let reading = '';
  let previous: string | undefined;
  let sawHan = false;
  for (const character of name.normalize('NFC')) {
    if (!HAN.test(character)) {
      reading += character;
      previous = undefined;
      continue;
    }
    const syllable = character === ITERATION_MARK ? previous : korean[character]?.[0];
    if (syllable === undefined) return undefined;
    reading += syllable;
    previous = syllable;
    sawHan = true;
  }
  return sawHan ? reading : undefined;
}

/** One way to read one character, with how unlikely it is in a name (0 = most likely). */
interface CharacterReading {
  text: string;
  cost: number;
}

/**
 * Costs of the reading choices, added up over a name. Names mostly use short native (kun) readings
 * (yama, ta, naka, ko) and Sino-Japanese (on) ones (taro, shinzo); Unihan's kun readings also include
 * whole verbs and adjectives (FUTOI, SUSUMU), which names use rarely and mostly alone (Susumu).
 * Whole numbers, so that equal sums are equal and ties keep Unihan's order.
 */
const ON_COST = 6;
const LONG_NOUN_COST = 10;
const INFLECTED_COST = 24;
/** An adjective's stem (TAKAI → taka, NAGAI → naga) begins many names, but rarely stands later in one. */
const INITIAL_ADJECTIVE_STEM_COST = 6;
const LATER_ADJECTIVE_STEM_COST = 16;
/** Later readings in Unihan's list are the rarer ones. */
const LIST_POSITION_COST = 2;
/** Voicing (山田 yama-da) is common in native compounds, rare with on readings (晋三 shin-zo). */
const KUN_RENDAKU_COST = 1;
const ON_RENDAKU_COST = 12;
/** Enough readings per character to reach any spelling within the usual limits, but no more. */
const READINGS_PER_CHARACTER = 10;

/** Hepburn as written in names, without macrons: ROU → ro, OOKI → oki, YUU → yu. */
function withoutLongVowels(reading: string): string {
  return reading.replace(/ou|oo/g, 'o').replace(/uu/g, 'u');
}

/** Adjectives end in -ai, -oi, -ui, -ii (TAKAI, OOKII, TADASHII); short words such as AOI are left as nouns. */
const ADJECTIVE = /^.{2,}[aiou]i$/;
/** Verbs end in -u: -ru, -su, -ku … from five letters (ATARU, NARAU), any -u from six; MATSU stays a noun. */
const VERB = /^(?:.{3,}(?:ru|su|ku|mu|gu|bu|[aiou]u)|.{5,}u)$/;

function kunReadings(kun: string[], wordInitial: boolean): CharacterReading[] {
  const stemCost = wordInitial ? INITIAL_ADJECTIVE_STEM_COST : LATER_ADJECTIVE_STEM_COST;
  return kun.flatMap((reading, position) => {
    const listed = position * LIST_POSITION_COST;
    if (ADJECTIVE.test(reading)) {
      const stem = reading.slice(0, -1);
      return [
        { text: reading, cost: INFLECTED_COST + listed },
        { text: stem, cost: stemCost + (stem.length > 4 ? LONG_NOUN_COST : 0) + listed },
      ];
    }
    if (VERB.test(reading)) return [{ text: reading, cost: INFLECTED_COST + listed }];
    return [{ text: reading, cost: (reading.length > 4 ? LONG_NOUN_COST : 0) + listed }];
  });
}

/**
 * Rendaku: the first consonant of a later part of a compound is voiced (yama + ta → yamada, ishi + hashi →
 * ishibashi), except when the part already holds a voiced consonant (Lyman's law: fuji stays fuji).
 */
function voiced(reading: string): string | undefined {
  if (/^.+[gzdbj]/.test(reading)) return undefined;
  const voicings: [RegExp, string][] = [
    [/^(?:sh|ch)/, 'j'],
    [/^ts/, 'z'],
    [/^[hf]/, 'b'],
    [/^k/, 'g'],
    [/^s/, 'z'],
    [/^t/, 'd'],
  ];
  for (const [voiceless, replacement] of voicings)
    if (voiceless.test(reading)) return reading.replace(voiceless, replacement);
  return undefined;
}

/** The likeliest readings of a character, the voiced ones too when it is not the first of its word. */
function characterReadings(kun: string[], on: string[], wordInitial: boolean): CharacterReading[] {
  const choices = [
    ...kunReadings(kun, wordInitial).map((reading) => ({ ...reading, rendakuCost: KUN_RENDAKU_COST })),
    ...on.map((text, position) => ({
      text,
      cost: ON_COST + position * LIST_POSITION_COST,
      rendakuCost: ON_RENDAKU_COST,
    })),
  ];
  const best = new Map<string, number>();
  const offer = (text: string, cost: number) => {
    const spelling = withoutLongVowels(text);
    best.set(spelling, Math.min(cost, best.get(spelling) ?? Infinity));
  };
  for (const { text, cost, rendakuCost } of choices) {
    offer(text, cost);
    const voicedText = wordInitial ? undefined : voiced(text);
    if (voicedText !== undefined) offer(voicedText, cost + rendakuCost);
  }
  return [...best]
    .map(([text, cost]) => ({ text, cost }))
    .sort((a, b) => a.cost - b.cost)
    .slice(0, READINGS_PER_CHARACTER);
}

/** A spelling of the name so far; `last` is the last character's reading, which 々 repeats. */
interface PartialSpelling {
  text: string;
  cost: number;
  last: string | undefined;
}

function withReading(spelling: PartialSpelling, reading: CharacterReading): PartialSpelling {
  const separator = spelling.text === '' || /\s$/.test(spelling.text) ? '' : ' ';
  return {
    text: spelling.text + separator + reading.text,
    cost: spelling.cost + reading.cost,
    last: reading.text,
  };
}

function withText(spelling: PartialSpelling, character: string): PartialSpelling {
  const separator = spelling.last !== undefined && LETTER_OR_DIGIT.test(character) ? ' ' : '';
  return { text: spelling.text + separator + character, cost: spelling.cost, last: undefined };
}

/** The cheapest spellings, one of each; the beam keeps the search linear in the length of the name. */
function cheapest(spellings: PartialSpelling[], count: number): PartialSpelling[] {
  const unique = new Map<string, PartialSpelling>();
  for (const spelling of spellings) {
    const known = unique.get(spelling.text);
    if (known === undefined || spelling.cost < known.cost) unique.set(spelling.text, spelling);
  }
  return [...unique.values()].sort((a, b) => a.cost - b.cost).slice(0, count);
}

/**
 * Romaji spellings of the name with each Han character read in Japanese, likeliest first: 山田太郎 →
 * "yama ta ta ro", "yama da ta ro", …. Each character's reading is a word of its own, so that the matcher
 * can join neighbours ("yamada taro"). Other characters are kept as written. Empty when there is no Han
 * character or one has no Japanese reading. Unihan has no name-only readings (nanori), so irregular names
 * such as 安倍 Abe are out of reach.
 */
export function japaneseReadings(name: string, limit = 12): string[] {
  if (limit <= 0) return [];
  const { japanese } = cjkReadings();
  const beamWidth = limit * 2;
  let spellings: PartialSpelling[] = [{ text: '', cost: 0, last: undefined }];
  let wordInitial = true;
  let sawHan = false;
  for (const character of name.normalize('NFC')) {
    if (!HAN.test(character)) {
      spellings = spellings.map((spelling) => withText(spelling, character));
      wordInitial = true;
      continue;
    }
    if (character === ITERATION_MARK) {
      if (wordInitial) return [];
      spellings = spellings.flatMap((spelling) => {
        const repeated = { text: spelling.last ?? '', cost: 0 };
        const voicedText = voiced(repeated.text);
        return voicedText === undefined
          ? [withReading(spelling, repeated)]
          : [
              withReading(spelling, repeated),
              withReading(spelling, { text: voicedText, cost: KUN_RENDAKU_COST }),
            ];
      });
    } else {
      const [kun, on] = japanese[character] ?? [[], []];
      const choices = characterReadings(kun, on, wordInitial);
      if (choices.length === 0) return [];
      spellings = spellings.flatMap((spelling) => choices.map((choice) => withReading(spelling, choice)));
    }
    spellings = cheapest(spellings, beamWidth);
    wordInitial = false;
    sawHan = true;
  }
  if (!sawHan) return [];
  return cheapest(spellings, limit).map((spelling) => spelling.text.replace(/\s+/g, ' ').trim());
}
