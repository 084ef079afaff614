import type { PreparedName } from './align-names';
import type { ComparableToken } from './comparable-token';
import { joinedSegments } from './name-segments';
import type { NormalisedName } from './normalise-name';
import { roleWeight } from './token-roles';

/** A normalised name with its segments, each part weighted by its role and by `rarity` (1 when unknown). */
export function preparedName(
  name: NormalisedName,
  rarity: (token: ComparableToken) => number = () => 1,
): PreparedName {
  return {
    tokens: name.tokens,
    roles: name.roles,
    weights: name.tokens.map((token, i) => roleWeight(name.roles[i]) * rarity(token)),
    segments: [
      ...name.tokens.map((token, i) => ({ start: i, end: i + 1, token })),
      ...joinedSegments(name.tokens, name.roles),
    ],
  };
}
