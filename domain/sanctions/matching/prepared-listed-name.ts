import type { PreparedName } from './align-names';
import type { MatchIndex } from './match-index';
import type { NameSegment } from './name-segments';
import { roleWeight } from './token-roles';

/** Name `nameId` of the index as a PreparedName, its parts weighted by role and rarity. */
export function preparedListedName(index: MatchIndex, nameId: number): PreparedName {
  const { names, vocabulary, tokenWeights } = index;
  const [first, end] = [names.tokenStart[nameId], names.tokenStart[nameId + 1]];
  const ids = names.tokenIds.subarray(first, end);
  const roles = Array.from(names.tokenRoles.subarray(first, end));
  const segments: NameSegment[] = Array.from(ids, (id, i) => ({
    start: i,
    end: i + 1,
    token: vocabulary.tokens[id],
    vocabularyId: id,
  }));
  for (let j = names.joinedStart[nameId]; j < names.joinedStart[nameId + 1]; j++) {
    const id = names.joinedIds[j];
    segments.push({
      start: names.joinedSpans[2 * j],
      end: names.joinedSpans[2 * j + 1],
      token: vocabulary.tokens[id],
      vocabularyId: id,
    });
  }
  return {
    tokens: Array.from(ids, (id) => vocabulary.tokens[id]),
    roles,
    weights: Array.from(ids, (id, i) => roleWeight(roles[i]) * tokenWeights[id]),
    segments,
  };
}
