import type { ListedEntity } from '../ingest/listed-entity';
import type { FeatureEvidence } from './screening-match';
import type { ScreeningQuery } from './screening-query';

const upper = (codes: readonly string[] | undefined) => (codes ?? []).map((code) => code.toUpperCase());
const shared = (a: readonly string[], b: readonly string[]) => a.filter((code) => b.includes(code));

/** What an organisation's names add to the comparison of places. */
export interface OrganisationPlaces {
  /** The query is an organisation's: a company is where it is registered, so another country says more. */
  organisation: boolean;
  /** The two names agree exactly: then a namesake elsewhere is still worth a look. */
  exactName: boolean;
  /** Countries the query's legal form ties it to ("AG": DE, AT, CH …); see legalFormCountries. */
  queryFormCountries: readonly string[];
  listedFormCountries: readonly string[];
}

const PERSON_PLACES: OrganisationPlaces = {
  organisation: false,
  exactName: false,
  queryFormCountries: [],
  listedFormCountries: [],
};
/** Points an organisation loses when it is in another country than every country of the entry. */
const ORGANISATION_ELSEWHERE = -15;
/** The same when one side's country is only what its legal form suggests. */
const ORGANISATION_FORM_ELSEWHERE = -8;
/** Legal forms of different countries ("AG" and "S.R.L."): two companies, whatever the lists say of places. */
const FORMS_OF_OTHER_COUNTRIES = -5;

function nationalityEvidence(nationalities: readonly string[], entity: ListedEntity): FeatureEvidence {
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

/** Legal forms of different countries on the two names ("Bayer AG" and "BAJER S.R.L."), for organisations. */
export function legalFormsEvidence(places: OrganisationPlaces): FeatureEvidence | undefined {
  const { queryFormCountries: query, listedFormCountries: listed } = places;
  if (!places.organisation || places.exactName || query.length === 0 || listed.length === 0) return undefined;
  if (shared(query, listed).length > 0) return undefined;
  return {
    feature: 'country',
    outcome: 'conflict',
    detail: `legal forms of ${query.join(', ')} vs of ${listed.join(', ')}`,
    effect: FORMS_OF_OTHER_COUNTRIES,
  };
}

/**
 * Nationality against the listed nationalities: the same one agrees, none in common (not even among the
 * countries the entry is tied to) conflicts. Without nationalities on both sides, the countries the query
 * and the entry are tied to compare, more weakly: people and companies move. For an organisation a place
 * in another country than every country of the entry weighs more, unless the names agree exactly; where a
 * side names no country its legal form may stand in for one (see also legalFormsEvidence).
 */
export function countryEvidence(
  query: ScreeningQuery,
  entity: ListedEntity,
  places: OrganisationPlaces = PERSON_PLACES,
): FeatureEvidence | undefined {
  const nationalities = upper(query.nationalities);
  const countries = upper(query.countries);
  if (nationalities.length > 0 && entity.nationalities.length > 0) {
    return nationalityEvidence(nationalities, entity);
  }
  const stated = [...new Set([...nationalities, ...countries])];
  const listedStated = [...new Set([...entity.nationalities, ...entity.countries])];
  const organisation = places.organisation;
  const queried = stated.length > 0 || !organisation ? stated : [...places.queryFormCountries];
  const listed = listedStated.length > 0 || !organisation ? listedStated : [...places.listedFormCountries];
  if (queried.length === 0 || listed.length === 0) return undefined;
  const same = shared(queried, listed);
  if (same.length > 0) {
    return {
      feature: 'country',
      outcome: 'agree',
      detail: `listed country ${same.join(', ')}`,
      effect: 2,
    };
  }
  const implied = queried !== stated || listed !== listedStated;
  const effect =
    !organisation || places.exactName ? -5 : implied ? ORGANISATION_FORM_ELSEWHERE : ORGANISATION_ELSEWHERE;
  return {
    feature: 'country',
    outcome: 'conflict',
    detail: `query ${queried.join(', ')} vs listed ${listed.join(', ')}${implied ? ' (by legal form)' : ''}`,
    effect,
  };
}
