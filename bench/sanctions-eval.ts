import type { ListedEntity } from '../domain/sanctions/ingest/listed-entity';
import {
  buildMatchIndex,
  compareNames,
  DEFAULT_MATCH_THRESHOLD,
  type MatchIndex,
  screen,
  type ScreeningQuery,
} from '../domain/sanctions/matching';
import { parseBundledListedEntities } from '../domain/sanctions/ingest';
import {
  halves,
  type PersonRow,
  personQuery,
  readCrossScriptPairs,
  readCsvRecords,
} from './sanctions-eval-data';
import { ofacAgreement } from './sanctions-ofac-agreement';
import { evaluateOrganisationMatching } from './sanctions-organisations-eval';
import { round } from './sanctions-statistics';
import { nameVariant, seededRandom, VARIANT_KINDS } from './sanctions-variants';

export interface SanctionsEvalOptions {
  threshold?: number;
  /** Rows of negatives_us.csv screened (of 50,000), split into development and held-out halves. */
  negatives?: number;
  /** Already built index over the bundled lists (saves the build when a runner has one). */
  index?: MatchIndex;
}

const RESULT_LIMIT = 50;
/** Scores are collected down to here once, then read at every threshold of the sweep. */
const LOWEST_THRESHOLD = 50;
const SWEEP = [60, 65, 70, 75, 80, 85, 90, 95];

function unEntitiesByName(index: MatchIndex): Map<string, ListedEntity[]> {
  const byName = new Map<string, ListedEntity[]>();
  for (const entity of index.entities) {
    if (entity.dataset !== 'un_sc_sanctions') continue;
    const key = entity.name.trim().toUpperCase();
    byName.set(key, [...(byName.get(key) ?? []), entity]);
  }
  return byName;
}

const shareAtLeast = (scores: readonly number[], threshold: number) =>
  scores.filter((score) => score >= threshold).length / scores.length;

/**
 * For each UN positive, the score of its UN entry (0 when not retrieved) for the name + DOB + nationality
 * query, and the same for rule-made spelling variants of the name (see sanctions-variants.ts).
 */
function positiveScores(index: MatchIndex) {
  const rows = readCsvRecords('positives_un_untreated.csv') as unknown as PersonRow[];
  const unByName = unEntitiesByName(index);
  const expectedOf = (row: PersonRow) => unByName.get(row.full_name.trim().toUpperCase()) ?? [];
  const scoreOf = (row: PersonRow, query: ScreeningQuery) => {
    const matches = screen(index, query, { threshold: LOWEST_THRESHOLD, limit: RESULT_LIMIT });
    const found = matches.filter((match) => expectedOf(row).includes(match.entity));
    return Math.max(0, ...found.map((match) => match.score));
  };
  const random = seededRandom(20240601);
  const reachable = rows.filter((row) => expectedOf(row).length > 0);
  const variants = VARIANT_KINDS.map((kind) => {
    const named = reachable.flatMap((row) => {
      const name = nameVariant(row.full_name, kind, random);
      return name === undefined ? [] : [{ row, name }];
    });
    return {
      kind,
      withFacts: named.map(({ row, name }) => scoreOf(row, { ...personQuery(row), name })),
      nameOnly: named.map(({ row, name }) => scoreOf(row, { name, type: 'INDIVIDUAL' })),
    };
  });
  return {
    rows,
    scores: rows.map((row) => scoreOf(row, personQuery(row))),
    unreachable: rows.length - reachable.length,
    variants,
  };
}

/**
 * The best score each ordinary (non-listed) person gets, screened with name, DOB and nationality, and with
 * the name alone (as when a bank's record has nothing else).
 */
function negativeScores(index: MatchIndex, count: number) {
  const rows = (readCsvRecords('negatives_us.csv') as unknown as PersonRow[]).slice(0, count);
  const bestScore = (query: ScreeningQuery) =>
    screen(index, query, { threshold: LOWEST_THRESHOLD, limit: 1 })[0]?.score ?? 0;
  return {
    withFacts: rows.map((row) => bestScore(personQuery(row))),
    nameOnly: rows.map((row) => bestScore({ name: row.full_name, type: 'INDIVIDUAL' })),
  };
}

function recallAndFalseHits(index: MatchIndex, threshold: number, negativeCount: number) {
  const positives = positiveScores(index);
  const negatives = negativeScores(index, negativeCount);
  const [p, n] = [halves(positives.scores), halves(negatives.withFacts)];
  const falseHits = (scores: readonly number[], at: number) => round(1000 * shareAtLeast(scores, at), 1);
  const allVariants = positives.variants.flatMap((variant) => variant.withFacts);
  return {
    positives: positives.rows.length,
    notInBundledUnList: positives.unreachable,
    recall: round(shareAtLeast(positives.scores, threshold)),
    recallDevelopment: round(shareAtLeast(p.development, threshold)),
    recallHeldOut: round(shareAtLeast(p.heldOut, threshold)),
    missed: positives.rows.filter((_, i) => positives.scores[i] < threshold).map((row) => row.full_name),
    syntheticVariantRecall: Object.fromEntries(
      positives.variants.map(({ kind, withFacts }) => [kind, round(shareAtLeast(withFacts, threshold))]),
    ),
    syntheticVariantRecallNameOnly: Object.fromEntries(
      positives.variants.map(({ kind, nameOnly }) => [kind, round(shareAtLeast(nameOnly, threshold))]),
    ),
    negatives: negatives.withFacts.length,
    falseHitsPer1000: falseHits(negatives.withFacts, threshold),
    falseHitsPer1000NameOnly: falseHits(negatives.nameOnly, threshold),
    falseHitsPer1000Development: falseHits(n.development, threshold),
    falseHitsPer1000HeldOut: falseHits(n.heldOut, threshold),
    thresholdSweep: SWEEP.map((at) => ({
      threshold: at,
      recallDevelopment: round(shareAtLeast(p.development, at)),
      recallHeldOut: round(shareAtLeast(p.heldOut, at)),
      variantRecall: round(shareAtLeast(allVariants, at)),
      falseHitsPer1000Development: falseHits(n.development, at),
      falseHitsPer1000HeldOut: falseHits(n.heldOut, at),
      falseHitsPer1000NameOnly: falseHits(negatives.nameOnly, at),
    })),
  };
}

function crossScript() {
  const pairs = readCrossScriptPairs();
  const failed = pairs.filter(
    (pair) => compareNames(pair.query, pair.expected).similarity < pair.minScore * 100,
  );
  return {
    crossScriptPairs: pairs.length,
    crossScriptPassRate: round(1 - failed.length / pairs.length),
    crossScriptFailed: failed.map((pair) => `${pair.query} → ${pair.expected}`),
  };
}

/**
 * The matcher against the development evaluation files: recall on UN positives, agreement with the OFAC
 * portal, false hits on ordinary names and cross-script pairs, and the organisation figures (false hits on
 * unlisted companies, recall on listed organisations' variants), at the default (or a given) threshold.
 */
export function evaluateSanctionsMatching(options: SanctionsEvalOptions = {}) {
  const threshold = options.threshold ?? DEFAULT_MATCH_THRESHOLD;
  const index = options.index ?? buildMatchIndex(parseBundledListedEntities());
  return {
    benchmark: 'sanctions matching evaluation',
    threshold,
    indexBuildMilliseconds: index.stats.buildMilliseconds,
    ...recallAndFalseHits(index, threshold, options.negatives ?? 10_000),
    ...ofacAgreement(threshold),
    ...crossScript(),
    organisations: evaluateOrganisationMatching({ threshold, index }),
  };
}

if (require.main === module) {
  const threshold = process.env.THRESHOLD === undefined ? undefined : Number(process.env.THRESHOLD);
  console.log(JSON.stringify(evaluateSanctionsMatching({ threshold })));
}
