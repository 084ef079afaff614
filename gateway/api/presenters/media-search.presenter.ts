import { markdownToText } from '../../../content';
import type {
  FindMediaSearchesQuery,
  MediaArticleFieldsFragment,
  MediaConfigurationFieldsFragment,
  MediaDispositionFieldsFragment,
  MediaSearchAggregateQuery,
  MediaSearchExecutionQuery,
  MediaSearchMetadataQuery,
  MediaSummaryFieldsFragment,
} from '../../../graph';
import type { ContractSchemas } from '../contract';
import { presentSubject } from './subject.presenter';

/** Summaries, justifications and excerpts are Markdown; `remove_markdown=true` asks for plain text. */
export interface TextForm {
  plain: boolean;
}

const text = (markdown: string, form: TextForm) => (form.plain ? markdownToText(markdown) : markdown);

/**
 * The graph carries risk categories as strings (their names hold spaces, which a GraphQL enum value
 * cannot); the domain admits only the contract's 13.
 */
const categories = (names: string[]) => names as ContractSchemas['RiskCategory'][];

/** The contract's media search configuration, from the graph's. */
export function presentMediaConfiguration(
  c: MediaConfigurationFieldsFragment,
): ContractSchemas['MediaSearchConfiguration'] {
  return {
    media_search_configuration_id: c.id,
    version: c.version,
    title: c.title,
    reference: c.reference,
    organisation_id: c.organisationId,
    is_template: c.isTemplate,
    language: c.language,
    keywords: c.keywords,
    keyword_lists: c.keywordLists.map((l) => ({
      keyword_list_id: l.keywordListId,
      name: l.name,
      keywords: l.keywords,
    })),
    risk_categories: categories(c.riskCategories),
    max_number_of_results: c.maxNumberOfResults,
    look_back_period: { days: c.lookBackPeriod.days, is_active: c.lookBackPeriod.isActive },
    disambiguation_auto_risk_assessment: {
      active: c.disambiguationAutoRiskAssessment.active,
      threshold: c.disambiguationAutoRiskAssessment.threshold,
    },
    subject_names_fuzzy: c.subjectNamesFuzzy,
    created_at: c.createdAt,
    created_by: { user_id: c.createdBy.id },
  };
}

function presentDisposition(
  d: MediaDispositionFieldsFragment,
  form: TextForm,
): ContractSchemas['MediaArticleDisposition'] {
  return {
    media_search_article_disposition_id: d.id,
    media_search_article_id: d.articleId,
    media_search_execution_id: d.executionId,
    media_search_id: d.searchId,
    organisation_id: d.organisationId,
    risk: d.risk,
    justification: text(d.justification, form),
    risk_categories: categories(d.riskCategories),
    origin: d.origin,
    carried_over_from_disposition_id: d.carriedOverFromId,
    created_at: d.createdAt,
    created_by: { user_id: d.createdBy.id },
  };
}

type Scored = { score: number; type: ContractSchemas['MatchType']; typeDescription: string };
const scored = (s: Scored): ContractSchemas['MatchScore'] => ({
  match_score: s.score,
  match_type: s.type,
  match_type_description: s.typeDescription,
});

function presentSubjectMatch(m: MediaArticleFieldsFragment['subjectMatch']): ContractSchemas['SubjectMatch'] {
  return {
    ...scored(m),
    industry_match: {
      ...scored(m.industry),
      matches: m.industry.matches.map((p) => ({
        ...scored(p),
        subject_industry: p.subjectIndustry,
        subject_industry_article: p.articleIndustry,
      })),
      subject_industries: m.industry.subjectIndustries,
      subject_industries_article: m.industry.articleIndustries,
    },
    nationality_matches: {
      ...scored(m.nationality),
      matches: m.nationality.matches.map((p) => ({
        ...scored(p),
        subject_nationality: p.subjectNationality,
        subject_nationality_article: p.articleNationality,
      })),
      subject_nationalities: m.nationality.subjectNationalities,
      subject_nationalities_article: m.nationality.articleNationalities,
    },
    place_matches: {
      ...scored(m.place),
      matches: m.place.matches.map((p) => ({
        ...scored(p),
        distance: p.distance,
        matching_values: p.matchingValues,
        subject_article_place_id: p.articlePlaceId,
        subject_place_id: p.subjectPlaceId,
      })),
      subject_places: m.place.subjectPlaces.map((p) => ({
        place_id: p.placeId,
        description: p.description,
        place: p.place,
        geo_code_place: p.geoCode,
      })),
      subject_places_article: m.place.articlePlaces.map((p) => ({
        place_id: p.placeId,
        description: p.description,
        place: p.place,
      })),
    },
    start_date_match: {
      ...scored(m.startDate),
      subject_start_date: m.startDate.subjectStartDate,
      subject_start_date_article: m.startDate.articleStartDate,
    },
    type_match: {
      ...scored(m.subjectType),
      subject_type: m.subjectType.subjectType,
      subject_type_article: m.subjectType.articleSubjectType,
    },
  };
}

function presentArticle(a: MediaArticleFieldsFragment, form: TextForm): ContractSchemas['MediaArticle'] {
  return {
    media_search_article_id: a.id,
    media_search_id: a.searchId,
    media_search_execution_id: a.executionId,
    organisation_id: a.organisationId,
    headline: a.headline,
    url: a.url,
    publication_date: a.publicationDate,
    created_at: a.createdAt,
    rank: a.rank,
    dispositions: a.dispositions.map((d) => presentDisposition(d, form)),
    subject_match: presentSubjectMatch(a.subjectMatch),
    source: a.source,
    language: a.language,
    excerpt: text(a.excerpt, form),
    seen_before: a.seenBefore,
    risk_assessment: {
      adverse: a.riskAssessment.adverse,
      probability: a.riskAssessment.probability,
      categories: categories(a.riskAssessment.categories),
      evidence: a.riskAssessment.evidence,
    },
  };
}

function presentSummary(
  s: MediaSummaryFieldsFragment,
  form: TextForm,
): ContractSchemas['MediaSearchSummary'] {
  return {
    media_search_summary_id: s.id,
    media_search_execution_id: s.executionId,
    summary: text(s.summary, form),
    risky: s.risky,
    risk_categories: categories(s.riskCategories),
    origin: s.origin,
    created_at: s.createdAt,
    created_by: { user_id: s.createdBy.id },
  };
}

/** `GET …/execution/{id}`: the execution, each article with its dispositions beside it. */
export function presentMediaExecution(
  e: MediaSearchExecutionQuery['mediaSearchExecution'],
  form: TextForm,
): ContractSchemas['MediaSearchExecution'] {
  return {
    media_search_execution_id: e.id,
    media_search_id: e.searchId,
    organisation_id: e.organisationId,
    status: e.status,
    failure_reason: e.failureReason,
    subject: { subject_id: e.subjectId },
    media_search_config: {
      media_search_configuration_id: e.configurationId,
      media_search_configuration_version: e.configurationVersion,
    },
    media_article_aggregates: e.articles.map((a) => {
      const article = presentArticle(a, form);
      return { dispositions: article.dispositions, media_article: article };
    }),
    created_at: e.createdAt,
    updated_at: e.updatedAt,
    created_by: { user_id: e.createdBy.id },
  };
}

/** `GET /v1/media-searches/{id}`: the search's metadata (`created_by` is a plain user id here). */
export function presentMediaSearchMetadata(
  s: MediaSearchMetadataQuery['mediaSearch'],
): ContractSchemas['MediaSearchMetadata'] {
  return {
    media_search_id: s.id,
    subject_id: s.subjectId,
    media_search_configuration_id: s.configurationId,
    media_search_execution_ids: s.executions.map((e) => e.id),
    organisation_id: s.organisationId,
    created_at: s.createdAt,
    created_by: s.createdBy.id,
  };
}

/** `GET /v1/media-searches/find`: the items (`media_search_config_id`, as the contract spells it here). */
export function presentMediaSearchFindItems(
  page: FindMediaSearchesQuery['mediaSearches'],
): ContractSchemas['MediaSearchFindItem'][] {
  return page.items.map((s) => ({
    media_search_id: s.id,
    subject_id: s.subjectId,
    media_search_config_id: s.configurationId,
    internal_subject_id: s.internalSubjectId,
    created_at: s.createdAt,
  }));
}

/** `GET …/aggregate/{id}`: the search with its executions, summaries, configuration and subject. */
export function presentMediaSearchAggregate(
  s: MediaSearchAggregateQuery['mediaSearch'],
  form: TextForm,
): ContractSchemas['MediaSearchAggregate'] {
  return {
    media_search: {
      created_at: s.createdAt,
      created_by: { user_id: s.createdBy.id },
      media_search_id: s.id,
      media_search_executions: s.executions.map((e) => ({
        created_at: e.createdAt,
        media_search_articles: e.articles.map((a) => presentArticle(a, form)),
        media_search_configuration_version: e.configurationVersion,
        media_search_execution_id: e.id,
        status: e.status,
        failure_reason: e.failureReason,
      })),
      media_search_summaries: s.summaries.map((m) => presentSummary(m, form)),
    },
    media_search_configuration: presentMediaConfiguration(s.configuration),
    organisation: { organisation_id: s.organisationId },
    subject: presentSubject(s.subject),
  };
}
