import { isMirrorDataset, listingKeyOf, parseBundledListedEntities } from '../domain/sanctions/ingest';
import type { ListedEntity } from '../domain/sanctions/ingest/listed-entity';
import {
  buildMatchIndex,
  DEFAULT_MATCH_THRESHOLD,
  type MatchIndex,
  screen,
  type ScreeningQuery,
} from '../domain/sanctions/matching';
import { ORGANISATION_NEGATIVES_FILE } from './organisation-negatives-build';
import { ORGANISATION_VARIANT_KINDS, organisationVariant } from './organisation-variants';
import { halves, readCsvRecords } from './sanctions-eval-data';
import { round } from './sanctions-statistics';
import { seededRandom } from './sanctions-variants';

export interface OrganisationEvalOptions {
  threshold?: number;
  /** Listed organisations whose name variants are screened (of about 8,000), half development, half held-out. */
  positives?: number;
  index?: MatchIndex;
}

/** The legal form a company of that country most often writes after its name. */
const HOME_LEGAL_FORM: Readonly<Record<string, string>> = {
  ...{ DE: 'AG', AT: 'AG', CH: 'AG', US: 'Inc.', CA: 'Inc.', GB: 'plc', IE: 'plc', FR: 'SA', ES: 'S.A.' },
  ...{ IT: 'S.p.A.', NL: 'N.V.', BE: 'SA', LU: 'S.A.', JP: 'Co., Ltd.', CN: 'Co., Ltd.', KR: 'Co., Ltd.' },
  ...{ TW: 'Co., Ltd.', HK: 'Limited', IN: 'Limited', AU: 'Limited', SE: 'AB', DK: 'A/S', NO: 'ASA' },
  ...{ FI: 'Oyj', BR: 'S.A.', MX: 'S.A.B. de C.V.', SG: 'Ltd', AE: 'PJSC', SA: 'Company', TR: 'A.S.' },
  ...{ PL: 'S.A.', PT: 'S.A.', GR: 'S.A.', IL: 'Ltd.', ZA: 'Limited', TH: 'PCL', MY: 'Berhad' },
};
const ENDS_WITH_LEGAL_FORM =
  /\b(?:AG|SE|Inc\.?|plc|PLC|Limited|Ltd\.?|N\.V\.|S\.A\.|Corporation|Company|JSC|PSC|AB)$/;

interface CompanyRow {
  name: string;
  country: string;
  split: 'development' | 'held_out';
}

function withHomeLegalForm(row: CompanyRow): string {
  const form = HOME_LEGAL_FORM[row.country] ?? 'Ltd.';
  return ENDS_WITH_LEGAL_FORM.test(row.name) ? row.name : `${row.name} ${form}`;
}

/**
 * Well-known companies on no list (organisations_unlisted.csv: name, head-office country), screened as a bank
 * would: as organisations with their country, once as the source writes them and once with their country's
 * usual legal form ("Bayer AG"). A hit at the threshold is a false alarm.
 */
function falseHits(index: MatchIndex, threshold: number) {
  const rows = readCsvRecords(ORGANISATION_NEGATIVES_FILE) as unknown as CompanyRow[];
  const best = (name: string, row: CompanyRow) => {
    const query: ScreeningQuery = { name, type: 'ORGANISATION', countries: [row.country] };
    const [top] = screen(index, query, { threshold, limit: 1 });
    return top === undefined ? undefined : `${name} (${row.country}) → ${top.entity.name} ${top.score}`;
  };
  const measure = (split: CompanyRow['split']) => {
    const chosen = rows.filter((row) => row.split === split);
    const hits = chosen.flatMap((row) => {
      const found = [best(row.name, row), best(withHomeLegalForm(row), row)].filter(
        (hit): hit is string => hit !== undefined,
      );
      return found.length === 0 ? [] : [found[0]];
    });
    return { companies: chosen.length, falseHitRate: round(hits.length / chosen.length, 4), hits };
  };
  return { development: measure('development'), heldOut: measure('held_out') };
}

/** Longer "names" are descriptions ("Ministry of Defence …, including …"), not what a customer is called. */
const MAX_NAME_WORDS = 12;

/** Listed organisations from the issuers' own lists (not the CSL's copies), a seeded sample. */
function listedOrganisations(index: MatchIndex, count: number): ListedEntity[] {
  const random = seededRandom(20261125);
  return index.entities
    .filter(
      (entity) =>
        entity.schema === 'ORGANISATION' &&
        !isMirrorDataset(entity.dataset) &&
        entity.name.split(/\s+/).length <= MAX_NAME_WORDS,
    )
    .map((entity) => ({ entity, order: random() }))
    .sort((a, b) => a.order - b.order)
    .slice(0, count)
    .map(({ entity }) => entity);
}

/**
 * Recall on rule-made variants of listed organisations' names (see organisation-variants.ts), screened with
 * the entity's first country where the list gives one: the listing must come back at the threshold.
 */
function variantRecall(index: MatchIndex, threshold: number, count: number) {
  const random = seededRandom(20261126);
  const sample = listedOrganisations(index, count);
  const found = (entity: ListedEntity, name: string) => {
    const query: ScreeningQuery = {
      name,
      type: 'ORGANISATION',
      ...(entity.countries.length > 0 && { countries: [entity.countries[0]] }),
    };
    const key = listingKeyOf(entity);
    return screen(index, query, { threshold, limit: 50 }).some((match) => listingKeyOf(match.entity) === key);
  };
  const measure = (entities: readonly ListedEntity[]) => {
    const byKind = ORGANISATION_VARIANT_KINDS.map((kind) => {
      const outcomes = entities.flatMap((entity) => {
        const name = organisationVariant(entity.name, kind, random);
        return name === undefined ? [] : [{ name, entity, hit: found(entity, name) }];
      });
      return { kind, outcomes };
    });
    const all = byKind.flatMap(({ outcomes }) => outcomes);
    return {
      variants: all.length,
      recall: round(all.filter((outcome) => outcome.hit).length / all.length),
      recallByKind: Object.fromEntries(
        byKind.map(({ kind, outcomes }) => [
          kind,
          round(outcomes.filter((outcome) => outcome.hit).length / outcomes.length),
        ]),
      ),
      missed: all
        .filter((outcome) => !outcome.hit)
        .slice(0, 40)
        .map((outcome) => `${outcome.name} → ${outcome.entity.name}`),
    };
  };
  const { development, heldOut } = halves(sample);
  return { development: measure(development), heldOut: measure(heldOut) };
}

/**
 * Organisation screening at the default (or a given) threshold: the share of well-known, non-listed
 * companies that raise a hit, and recall on variants of listed organisations' names, each on a development
 * half (looked at while tuning) and a held-out half (not).
 */
export function evaluateOrganisationMatching(options: OrganisationEvalOptions = {}) {
  const threshold = options.threshold ?? DEFAULT_MATCH_THRESHOLD;
  const index = options.index ?? buildMatchIndex(parseBundledListedEntities());
  const negatives = falseHits(index, threshold);
  const positives = variantRecall(index, threshold, options.positives ?? 1000);
  return {
    benchmark: 'sanctions organisation matching evaluation',
    threshold,
    companyFalseHitRateDevelopment: negatives.development.falseHitRate,
    companyFalseHitRateHeldOut: negatives.heldOut.falseHitRate,
    organisationVariantRecallDevelopment: positives.development.recall,
    organisationVariantRecallHeldOut: positives.heldOut.recall,
    falseHits: negatives,
    variantRecall: positives,
  };
}

if (require.main === module) {
  const threshold = process.env.THRESHOLD === undefined ? undefined : Number(process.env.THRESHOLD);
  console.log(JSON.stringify(evaluateOrganisationMatching({ threshold }), null, 1));
}
