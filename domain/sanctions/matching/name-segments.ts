import { type ComparableToken, comparableToken, joinedOrigin } from './comparable-token';
import { COMPOUND_HEADS, COMPOUND_TAILS } from './name-words';
import { TokenRole } from './token-roles';

/** Parts start..end-1 of a name, as one token when they are glued together. */
export interface NameSegment {
  start: number;
  end: number;
  token: ComparableToken;
  /** The token's id in the index vocabulary, for list names. */
  vocabularyId?: number;
}

const SHORT_PART = 3;
/** Long organisation names have few joinable pairs that matter; this bounds the comparison work. */
const MAX_JOINED_SEGMENTS = 16;

/** Short parts and syllables (Chinese, Korean) glue to either neighbour. */
function gluesAnyway(token: ComparableToken, role: number): boolean {
  return (
    (role & TokenRole.PARTICLE) !== 0 ||
    token.text.length <= SHORT_PART ||
    token.origin === 'han' ||
    token.origin === 'hangul'
  );
}

function joinsNext(token: ComparableToken, role: number): boolean {
  return gluesAnyway(token, role) || COMPOUND_HEADS.has(token.text);
}

function joinsPrevious(token: ComparableToken, role: number): boolean {
  return gluesAnyway(token, role) || COMPOUND_TAILS.has(token.text);
}

function joined(tokens: readonly ComparableToken[], start: number, end: number): NameSegment {
  const parts = tokens.slice(start, end);
  const origin = joinedOrigin(parts.map((part) => part.origin));
  const token = comparableToken(parts.map((part) => part.text).join(''), origin, parts.length);
  return { start, end, token };
}

/**
 * Neighbouring parts glued together where names are written both ways: particles and compound parts
 * ("Al Qaida"/"Alqaida", "Abdul Rahman"/"Abdulrahman", "Bashir ud Din"/"Bashiruddin") and syllables
 * ("Jin Ping"/"Jinping", "Jong Un"/"Jong-un"). Initials, stopwords and digits are never glued.
 */
export function joinedSegments(tokens: readonly ComparableToken[], roles: readonly number[]): NameSegment[] {
  const segments: NameSegment[] = [];
  const glueable = (i: number) =>
    i < tokens.length && !(roles[i] & (TokenRole.INITIAL | TokenRole.STOPWORD)) && !/\d/.test(tokens[i].text);
  for (let i = 0; i + 1 < tokens.length && segments.length < MAX_JOINED_SEGMENTS; i++) {
    if (!glueable(i) || !glueable(i + 1)) continue;
    if (joinsNext(tokens[i], roles[i]) || joinsPrevious(tokens[i + 1], roles[i + 1])) {
      segments.push(joined(tokens, i, i + 2));
    }
    if (
      glueable(i + 2) &&
      joinsNext(tokens[i + 1], roles[i + 1]) &&
      joinsPrevious(tokens[i + 1], roles[i + 1])
    ) {
      segments.push(joined(tokens, i, i + 3));
    }
  }
  return segments;
}
