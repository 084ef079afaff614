import { keyOfTokens, readPlaceSegments, type PlaceToken } from './place-text';
import type { RegionDictionary, RegionEntry } from './region-dictionary';

/** Words [start, end) of one comma-separated segment of an address. */
export interface WordSpan {
  readonly segment: number;
  readonly start: number;
  readonly end: number;
}

/** Words of the address that name a country or a state. */
export interface RegionMention extends WordSpan {
  readonly entry: RegionEntry;
}

export interface AddressReading {
  readonly segments: readonly (readonly PlaceToken[])[];
  /** In address order. */
  readonly regions: readonly RegionMention[];
}

export function overlaps(a: WordSpan, b: WordSpan): boolean {
  return a.segment === b.segment && a.start < b.end && b.start < a.end;
}

/**
 * Finds where an address names its country and state. Addresses run from street to country, so
 * regions are read backwards from the end, where codes ("DE", "TX") count too; elsewhere only a
 * whole segment that is a region's full name counts ("Russia, Moscow, ...").
 */
export function readAddress(address: string, dictionary: RegionDictionary): AddressReading {
  const segments = readPlaceSegments(address);
  const trailing = trailingRegions(segments, dictionary);
  const leading = segments
    .map((tokens, segment) => wholeSegmentRegion(tokens, segment, dictionary))
    .filter((mention): mention is RegionMention => mention !== undefined)
    .filter((mention) => !trailing.some((other) => overlaps(mention, other)));
  const regions = [...leading, ...trailing].sort((a, b) => a.segment - b.segment || a.start - b.start);
  return { segments, regions };
}

function trailingRegions(
  segments: readonly (readonly PlaceToken[])[],
  dictionary: RegionDictionary,
): RegionMention[] {
  const mentions: RegionMention[] = [];
  for (let segment = segments.length - 1; segment >= 0; segment--) {
    const tokens = segments[segment] ?? [];
    let end = tokens.length;
    for (;;) {
      while (end > 0 && tokens[end - 1]?.hasDigit) end--;
      if (end === 0) break;
      const mention = longestRegionEndingAt(tokens, segment, end, dictionary);
      if (mention === undefined) return mentions;
      mentions.push(mention);
      end = mention.start;
    }
  }
  return mentions;
}

function longestRegionEndingAt(
  tokens: readonly PlaceToken[],
  segment: number,
  end: number,
  dictionary: RegionDictionary,
): RegionMention | undefined {
  for (let start = Math.max(0, end - dictionary.longestNameWords); start < end; start++) {
    const words = tokens.slice(start, end);
    if (words.some((token) => token.hasDigit)) continue;
    const key = keyOfTokens(words);
    const entry =
      dictionary.byName(key) ??
      (words.length === 1 && isCodeLike(tokens, start) ? dictionary.byCode(key) : undefined);
    if (entry !== undefined) return { segment, start, end, entry };
  }
  return undefined;
}

/** "Moscow RU" and "Berlin, de" read as codes; "Hauptsitz in" and "Rue de" do not. */
function isCodeLike(tokens: readonly PlaceToken[], index: number): boolean {
  return (
    tokens[index]?.isUpperCase === true || tokens.every((token, other) => other === index || token.hasDigit)
  );
}

function wholeSegmentRegion(
  tokens: readonly PlaceToken[],
  segment: number,
  dictionary: RegionDictionary,
): RegionMention | undefined {
  const start = tokens.findIndex((token) => !token.hasDigit);
  const end = tokens.findLastIndex((token) => !token.hasDigit) + 1;
  const entry =
    start < 0 ? undefined : dictionary.byName(keyOfTokens(tokens.filter((token) => !token.hasDigit)));
  return entry && { segment, start, end, entry };
}
