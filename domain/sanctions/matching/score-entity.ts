import { alignNames, type NameAlignment, type PreparedName } from './align-names';
import { isInitial } from './comparable-token';
import { countryEvidence, legalFormsEvidence, type OrganisationPlaces } from './country-evidence';
import { dateEvidence } from './date-evidence';
import { distinctiveWordAgreement } from './distinctive-word';
import { identifierEvidence } from './identifier-evidence';
import { preparedListedName } from './prepared-listed-name';
import { NAME_SOURCES } from './listed-names';
import type { MatchIndex } from './match-index';
import { type QueryName, querySegmentSimilarity } from './query-names';
import type { FeatureEvidence, ScreeningMatch } from './screening-match';
import type { ScreeningQuery } from './screening-query';
import { subjectTypeEvidence } from './subject-type-evidence';

/** A weak alias (nickname, short form) matching fits many people: its name similarity counts 85 %. */
const WEAK_ALIAS_FACTOR = 0.85;
/** Agreeing facts raise a score by at most this much: they confirm a name match, they cannot make one. */
const MAX_AGREEMENT_POINTS = 15;
/** An organisation whose one distinctive word differs is another company: its similarity counts 75 %. */
const DIFFERENT_WORD_FACTOR = 0.75;
/** A distinctive word a typo apart ("Alcon"/"Alkon") is at most this similar: a brand is spelled one way. */
const NEAR_WORD_SIMILARITY = 0.9;
/** Name similarity from which two names count as the same (0–1): every part equal, nothing missing. */
const EXACT_NAME = 0.995;

export interface EntityScoring {
  index: MatchIndex;
  query: ScreeningQuery;
  queryNames: readonly QueryName[];
  floor: number;
  threshold: number;
}

interface BestName {
  nameId: number;
  queryName: QueryName;
  alignment: NameAlignment;
  /** 0–100, after the alias quality. */
  points: number;
}

/**
 * Whether the two names can share an identifying part at all. Identifying pairings come only from the
 * query's vocabulary matches (or an initial, compared directly), so without one the alignment would be 0:
 * skipping it saves most of the work for queries with many names (Chinese characters read three ways).
 */
function mayPair(queryName: QueryName, listed: PreparedName): boolean {
  return listed.segments.some(
    (segment) => queryName.matchedVocabulary.has(segment.vocabularyId!) || isInitial(segment.token),
  );
}

/** The one-word rule (see distinctiveWordAgreement) applied to an organisation's name similarity. */
function withDistinctiveWordRule(
  alignment: NameAlignment,
  queryName: QueryName,
  listed: PreparedName,
): NameAlignment {
  if (alignment.similarity === 0) return alignment;
  const agreement = distinctiveWordAgreement(queryName.name, listed);
  if (agreement === 'different')
    return { ...alignment, similarity: alignment.similarity * DIFFERENT_WORD_FACTOR };
  if (agreement === 'near' && alignment.similarity > NEAR_WORD_SIMILARITY) {
    return { ...alignment, similarity: NEAR_WORD_SIMILARITY };
  }
  return alignment;
}

function bestName({ index, query, queryNames, floor }: EntityScoring, entity: number): BestName | undefined {
  const organisation = query.type === 'ORGANISATION';
  let best: BestName | undefined;
  const first = index.names.entityNameStart[entity];
  for (let nameId = first; nameId < index.names.entityNameStart[entity + 1]; nameId++) {
    const listed = preparedListedName(index, nameId);
    const factor = NAME_SOURCES[index.names.source[nameId]] === 'weak_alias' ? WEAK_ALIAS_FACTOR : 1;
    for (const queryName of queryNames) {
      if (!mayPair(queryName, listed)) continue;
      const aligned = alignNames(queryName.name, listed, querySegmentSimilarity(queryName, floor));
      const alignment = organisation ? withDistinctiveWordRule(aligned, queryName, listed) : aligned;
      const points = alignment.similarity * factor * 100;
      if (best === undefined || points > best.points) best = { nameId, queryName, alignment, points };
    }
  }
  // No name in common (an entity found by identifier alone): its primary name, unmatched, explains that.
  if (best === undefined && queryNames.length > 0) {
    best = { nameId: first, queryName: queryNames[0], alignment: { similarity: 0, parts: [] }, points: 0 };
  }
  return best;
}

/** Agreements trimmed in turn so that together they add at most MAX_AGREEMENT_POINTS. */
function capAgreements(features: FeatureEvidence[]): FeatureEvidence[] {
  let room = MAX_AGREEMENT_POINTS;
  return features.map((feature) => {
    if (feature.effect <= 0) return feature;
    const effect = Math.min(feature.effect, room);
    room -= effect;
    return { ...feature, effect };
  });
}

/**
 * One entity's score for the query: the best pairing of a query name with one of its names, then every
 * other fact that agrees or conflicts, in points. An identifier that decides makes it 100.
 * Undefined when even full agreement could not lift it to the threshold.
 */
export function scoreEntity(scoring: EntityScoring, entity: number): ScreeningMatch | undefined {
  const { index, query } = scoring;
  const identifiers = identifierEvidence(query.identifiers ?? [], index.entities[entity]);
  const best = bestName(scoring, entity);
  if (best === undefined) return undefined;
  const decisive = identifiers.some((feature) => feature.outcome === 'decisive');
  if (!decisive && best.points + MAX_AGREEMENT_POINTS < scoring.threshold) return undefined;
  const listed = index.entities[entity];
  const nameSimilarity = Math.round(best.alignment.similarity * 100);
  const places: OrganisationPlaces = {
    organisation: query.type === 'ORGANISATION',
    exactName: best.alignment.similarity >= EXACT_NAME,
    queryFormCountries: best.queryName.legalFormCountries,
    listedFormCountries: index.names.legalFormCountries[best.nameId],
  };
  const source = NAME_SOURCES[index.names.source[best.nameId]];
  const found: (FeatureEvidence | undefined)[] = [
    source === 'weak_alias'
      ? {
          feature: 'alias_quality',
          outcome: 'conflict',
          detail: 'weak alias (nickname or short form)',
          effect: Math.round(best.points - nameSimilarity),
        }
      : undefined,
    dateEvidence('date_of_birth', query.birthDate, listed.birthDates),
    dateEvidence('incorporation_date', query.incorporationDate, listed.incorporationDates, 0.5),
    countryEvidence(query, listed, places),
    legalFormsEvidence(places),
    subjectTypeEvidence(query.type, listed, index.names.legalForm[best.nameId] === 1),
    ...identifiers.filter((feature) => feature.outcome !== 'decisive'),
  ];
  const features = capAgreements(
    found.filter((feature): feature is FeatureEvidence => feature !== undefined),
  );
  const summed = Math.min(
    100,
    Math.max(0, nameSimilarity + features.reduce((sum, feature) => sum + feature.effect, 0)),
  );
  const deciding = identifiers
    .filter((feature) => feature.outcome === 'decisive')
    .map((feature) => ({ ...feature, effect: Math.round(100 - summed) }));
  return {
    entity: listed,
    score: decisive ? 100 : Math.round(summed),
    explanation: {
      queryName: best.queryName.text,
      ...(best.queryName.reading && { queryNameReading: best.queryName.reading }),
      listedName: index.names.text[best.nameId],
      listedNameSource: source,
      nameSimilarity,
      alignedParts: best.alignment.parts,
      features: [...features, ...deciding.slice(0, 1)],
      sameListingIn: [],
    },
  };
}
