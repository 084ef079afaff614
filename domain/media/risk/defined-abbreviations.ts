import { foldText } from './text-folding';

/** An abbreviation in brackets: two to eight letters or digits, at least two of them capitals ("HAK", "PdVSA"). */
const BRACKETED = /\(\s*([\p{Lu}][\p{L}\p{N}&]{1,7})\s*\)/gu;
const CAPITALS = /\p{Lu}/gu;
/** How far after the start of the name its bracketed abbreviation may stand. */
const NAME_REACH = 8;

/**
 * The abbreviations a sentence defines for the organisation it names, in brackets right after the name:
 * "die Hessische Asphaltwerke Kaltenbach (HAK)", "Petróleos de Venezuela (PdVSA)". News then write the
 * abbreviation alone ("HAK hat Einspruch eingelegt"). It must start with the name's first letter, so a
 * country or a legal form in brackets is none ("Meridian Trading (UAE)").
 */
export function definedAbbreviations(
  text: string,
  tokens: readonly string[],
  mentions: readonly number[],
): string[] {
  const found: string[] = [];
  for (const [, written] of text.matchAll(BRACKETED)) {
    if ((written.match(CAPITALS) ?? []).length < 2) continue;
    const abbreviation = foldText(written).trim();
    const followsTheName = tokens.some(
      (token, k) =>
        token === abbreviation &&
        mentions.some(
          (mention) => mention < k && k <= mention + NAME_REACH && tokens[mention][0] === token[0],
        ),
    );
    if (followsTheName) found.push(abbreviation);
  }
  return found;
}
