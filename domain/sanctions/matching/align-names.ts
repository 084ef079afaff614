import { type ComparableToken, isInitial } from './comparable-token';
import type { NameSegment } from './name-segments';
import type { AlignedPart } from './screening-match';
import { missingPartCost, TokenRole } from './token-roles';

/** A name ready for alignment: its parts, their roles and weights, and its segments (single and glued). */
export interface PreparedName {
  readonly tokens: readonly ComparableToken[];
  readonly roles: readonly number[];
  readonly weights: readonly number[];
  readonly segments: readonly NameSegment[];
}

export interface NameAlignment {
  /** 0–1. */
  similarity: number;
  parts: AlignedPart[];
}

/** Similarity of two segments, 0 when they are not alike enough to pair. */
export type SegmentSimilarity = (query: NameSegment, listed: NameSegment) => number;

interface Pairing {
  query: NameSegment;
  listed: NameSegment;
  similarity: number;
  /** Mean weight of the parts the two segments cover. */
  weight: number;
  /** Weight the pairing leaves unconfirmed: the rest of a name an initial stands for. */
  unconfirmed: number;
  /** Both sides hold a part that is not a particle, stopword or initial. */
  identifying: boolean;
}

/**
 * An initial confirms a name's first letter only: the pairing counts at the initial's weight, and the rest
 * of the full name's weight costs about a third of a missing part ("A. Ahmed" is not "Alexander Ahmed").
 */
const INITIAL_REST_COST = 0.35;

const spanOf = (pairing: Pairing) =>
  pairing.query.end - pairing.query.start + pairing.listed.end - pairing.listed.start;
const NON_IDENTIFYING = TokenRole.PARTICLE | TokenRole.STOPWORD | TokenRole.INITIAL;

function spanWeight(name: PreparedName, segment: NameSegment): number {
  let weight = 0;
  for (let i = segment.start; i < segment.end; i++) weight += name.weights[i];
  return weight;
}

function isFree(used: Uint8Array, segment: NameSegment): boolean {
  for (let i = segment.start; i < segment.end; i++) if (used[i]) return false;
  return true;
}

function identifies(name: PreparedName, segment: NameSegment): boolean {
  for (let i = segment.start; i < segment.end; i++) if (!(name.roles[i] & NON_IDENTIFYING)) return true;
  return false;
}

/** Takes pairings in the given order while both sides' parts are free, then weighs what is left unpaired. */
function greedyAlignment(
  query: PreparedName,
  listed: PreparedName,
  ordered: readonly Pairing[],
): NameAlignment {
  const usedQuery = new Uint8Array(query.tokens.length);
  const usedListed = new Uint8Array(listed.tokens.length);
  let [agreement, paired, identifying] = [0, 0, false];
  const parts: AlignedPart[] = [];
  for (const pairing of ordered) {
    if (!isFree(usedQuery, pairing.query) || !isFree(usedListed, pairing.listed)) continue;
    usedQuery.fill(1, pairing.query.start, pairing.query.end);
    usedListed.fill(1, pairing.listed.start, pairing.listed.end);
    agreement += pairing.weight * pairing.similarity;
    paired += pairing.weight + pairing.unconfirmed * INITIAL_REST_COST;
    identifying ||= pairing.identifying;
    parts.push({
      query: pairing.query.token.text,
      listed: pairing.listed.token.text,
      similarity: Math.round(pairing.similarity * 100),
    });
  }
  if (!identifying) return { similarity: 0, parts: [] };
  let missing = 0;
  query.tokens.forEach(
    (_, i) => (missing += usedQuery[i] ? 0 : query.weights[i] * missingPartCost(query.roles[i], 'query')),
  );
  listed.tokens.forEach(
    (_, i) => (missing += usedListed[i] ? 0 : listed.weights[i] * missingPartCost(listed.roles[i], 'listed')),
  );
  return { similarity: agreement / (paired + missing), parts };
}

/**
 * Pairs the parts of two names regardless of order ("PUTIN, Vladimir" ↔ "Vladimir Putin"), a glued
 * segment standing for its parts ("Al Qaida" ↔ "Alqaida"). The similarity is the weighted share of
 * agreement: paired weight times similarity over paired weight plus the cost of the parts left unpaired
 * on either side (little for middle names, patronymics and particles, much for first and last names).
 * Agreement on particles, stopwords and initials alone is no agreement. Pairing is greedy, once taking the
 * most similar pairs first and once the pairs worth most (similarity × weight), and the better one counts:
 * "Alalh Dad Matin" needs the glued "alalhdad" ↔ "allahdad" although "dad" ↔ "dad" is more similar.
 */
export function alignNames(
  query: PreparedName,
  listed: PreparedName,
  similarity: SegmentSimilarity,
): NameAlignment {
  const pairings: Pairing[] = [];
  for (const q of query.segments) {
    for (const l of listed.segments) {
      const value = similarity(q, l);
      if (value <= 0) continue;
      const [queryWeight, listedWeight] = [spanWeight(query, q), spanWeight(listed, l)];
      const initial = isInitial(q.token) || isInitial(l.token);
      pairings.push({
        query: q,
        listed: l,
        similarity: value,
        weight: initial ? Math.min(queryWeight, listedWeight) : (queryWeight + listedWeight) / 2,
        unconfirmed: initial ? Math.abs(queryWeight - listedWeight) : 0,
        identifying: identifies(query, q) && identifies(listed, l),
      });
    }
  }
  // Particles pair last: "al" ↔ "al" must not take the particle "Abd al Rahman" ↔ "Abdulrahman" needs.
  const bySimilarity = [...pairings].sort(
    (a, b) =>
      Number(b.identifying) - Number(a.identifying) || b.similarity - a.similarity || spanOf(a) - spanOf(b),
  );
  const byWorth = pairings.sort(
    (a, b) =>
      Number(b.identifying) - Number(a.identifying) || b.similarity * b.weight - a.similarity * a.weight,
  );
  const first = greedyAlignment(query, listed, bySimilarity);
  const second = greedyAlignment(query, listed, byWorth);
  return second.similarity > first.similarity ? second : first;
}
