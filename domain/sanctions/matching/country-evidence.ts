import type { ListedEntity } from '../ingest/listed-entity';
import type { FeatureEvidence } from './screening-match';
import type { ScreeningQuery } from './screening-query';

const upper = (codes: readonly string[] | undefined) => (codes ?? []).map((code) => code.toUpperCase());
const shared = (a: readonly string[], b: readonly string[]) => a.filter((code) => b.includes(code));

/**
 * Nationality against the listed nationalities: the same one agrees, none in common (not even among the
 * countries the entry is tied to) conflicts. Without nationalities on both sides, the countries the query
 * and the entry are tied to compare, more weakly: people and companies move.
 */
export function countryEvidence(query: ScreeningQuery, entity: ListedEntity): FeatureEvidence | undefined {
  const nationalities = upper(query.nationalities);
  const countries = upper(query.countries);
  if (nationalities.length > 0 && entity.nationalities.length > 0) {
    const same = shared(nationalities, entity.nationalities);
    if (same.length > 0) {
      return {
        feature: 'nationality',
        outcome: 'agree',
        detail: `listed nationality ${same.join(', ')}`,
        effect: 5,
      };
    }
    const tied = shared(nationalities, entity.countries);
    if (tied.length > 0) {
      return {
        feature: 'nationality',
        outcome: 'agree',
        detail: `query nationality ${tied.join(', ')} among the listed countries`,
        effect: 2,
      };
    }
    const detail = `query ${nationalities.join(', ')} vs listed ${entity.nationalities.join(', ')}`;
    return { feature: 'nationality', outcome: 'conflict', detail, effect: -12 };
  }
  const queried = [...new Set([...nationalities, ...countries])];
  const listed = [...new Set([...entity.nationalities, ...entity.countries])];
  if (queried.length === 0 || listed.length === 0) return undefined;
  const same = shared(queried, listed);
  if (same.length > 0)
    return { feature: 'country', outcome: 'agree', detail: `listed country ${same.join(', ')}`, effect: 2 };
  return {
    feature: 'country',
    outcome: 'conflict',
    detail: `query ${queried.join(', ')} vs listed ${listed.join(', ')}`,
    effect: -5,
  };
}
