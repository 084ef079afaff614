import type { MediaReport, MediaReportDisposition, MediaReportSummary } from '../../../content';
import type { MediaSearchReportQuery } from '../../../graph';
import type { ContractSchemas } from '../contract';

type Aggregate = ContractSchemas['MediaSearchAggregate'];
type Article = ContractSchemas['MediaArticle'];

export interface MediaReportOptions {
  extended: boolean;
  removePersonalData: boolean;
  annotation?: string;
  generatedAt: Date;
}

/** Dates as the report prints them: ISO, in UTC, to the minute. */
const when = (iso: string | null | undefined) =>
  iso ? new Date(iso).toISOString().slice(0, 16).replace('T', ' ') + ' UTC' : 'unknown';
const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : 'unknown');
const newestFirst = <T extends { created_at: string }>(items: T[]) =>
  [...items].sort((a, b) => b.created_at.localeCompare(a.created_at));
const list = (values: string[]) => (values.length ? values.join(', ') : 'none');
const score = (s: ContractSchemas['MatchScore']) => `${s.match_type} (${s.match_score})`;

/**
 * The PDF report's plain data from the aggregate in plain text, with who ran each execution and the
 * analysts' emails from the report's own graph read. `removePersonalData` leaves out every analyst's
 * email and user id (the subject's data stays: it is what the report is about).
 */
export function presentMediaReport(
  aggregate: Aggregate,
  graphSearch: MediaSearchReportQuery['mediaSearch'],
  options: MediaReportOptions,
): MediaReport {
  const emails = new Map(graphSearch.analysts.map((a) => [a.id, a.email]));
  const ranBy = new Map(graphSearch.executions.map((e) => [e.id, e.createdBy.id]));
  const analystById = (userId: string | undefined) => {
    if (options.removePersonalData || !userId) return undefined;
    const email = emails.get(userId);
    return email ? `${email} (user ${userId})` : `user ${userId}`;
  };
  const analyst = (user: ContractSchemas['UserRef'] | null | undefined) => analystById(user?.user_id);
  const search = aggregate.media_search;
  const subject = aggregate.subject;
  const config = aggregate.media_search_configuration;

  const summary = (s: ContractSchemas['MediaSearchSummary']): MediaReportSummary => ({
    summary: s.summary,
    risky: s.risky ? 'yes' : 'no',
    riskCategories: list(s.risk_categories),
    origin: s.origin,
    createdAt: when(s.created_at),
    createdBy: analyst(s.created_by),
  });
  const disposition = (d: ContractSchemas['MediaArticleDisposition']): MediaReportDisposition => ({
    risk: d.risk,
    justification: d.justification,
    riskCategories: list(d.risk_categories),
    origin: d.origin,
    createdAt: when(d.created_at),
    createdBy: analyst(d.created_by),
  });
  const article = (a: Article) => {
    const dispositions = newestFirst(a.dispositions).map(disposition);
    const m = a.subject_match;
    return {
      rank: a.rank,
      headline: a.headline,
      source: a.source,
      publicationDate: day(a.publication_date),
      url: a.url,
      matchScore: String(m.match_score),
      matchType: m.match_type,
      disposition: dispositions[0],
      matchDetails: options.extended
        ? [
            {
              label: 'Industry',
              value: `${score(m.industry_match)}: ${list(m.industry_match.subject_industries_article)}`,
            },
            {
              label: 'Nationality',
              value: `${score(m.nationality_matches)}: ${list(m.nationality_matches.subject_nationalities_article)}`,
            },
            {
              label: 'Place',
              value: `${score(m.place_matches)}: ${list(
                m.place_matches.matches.map(
                  (p) =>
                    `${p.matching_values.map((v) => v.value).join(' / ')}${p.distance ? ` (${p.distance.kilometers} km)` : ''}`,
                ),
              )}`,
            },
            {
              label: 'Start date',
              value: `${score(m.start_date_match)}: ${m.start_date_match.subject_start_date_article ?? 'none'}`,
            },
            {
              label: 'Type',
              value: `${score(m.type_match)}: ${m.type_match.subject_type_article ?? 'none'}`,
            },
          ]
        : [],
      dispositionHistory: options.extended ? dispositions : [],
      excerpt: options.extended ? a.excerpt : undefined,
    };
  };

  const executions = newestFirst(search.media_search_executions);
  const summaries = newestFirst(search.media_search_summaries);
  const lookBack = config.look_back_period;
  const autoAssessment = config.disambiguation_auto_risk_assessment;
  return {
    searchId: search.media_search_id,
    extended: options.extended,
    generatedAt: when(options.generatedAt.toISOString()),
    organisation: [graphSearch.organisationName, aggregate.organisation.organisation_id]
      .filter(Boolean)
      .join(' · '),
    annotation: options.annotation || undefined,
    createdAt: when(search.created_at),
    createdBy: analyst(search.created_by),
    subject: {
      name: subject.name,
      type: subject.type,
      aliases: subject.aliases,
      dates: [
        ...(subject.date_of_birth ? [`born ${day(subject.date_of_birth)}`] : []),
        ...(subject.date_of_incorporation ? [`incorporated ${day(subject.date_of_incorporation)}`] : []),
      ],
      nationalities: subject.nationalities,
      places: subject.places.map((p) => [p.place, p.description].filter(Boolean).join(' – ')),
      industries: subject.industries,
    },
    configuration: [
      { label: 'Configuration', value: `${config.title} (version ${config.version})` },
      { label: 'Reference', value: config.reference ?? 'none' },
      { label: 'Language', value: config.language ?? 'any' },
      // No categories chosen means every category is searched.
      {
        label: 'Risk categories',
        value: config.risk_categories.length ? list(config.risk_categories) : 'all',
      },
      {
        label: 'Keywords',
        value: list([...config.keywords, ...config.keyword_lists.flatMap((l) => l.keywords)]),
      },
      { label: 'Look-back', value: lookBack.is_active ? `${lookBack.days} days` : 'off' },
      {
        label: 'Auto risk assessment',
        value: autoAssessment.active ? `threshold ${autoAssessment.threshold}` : 'off',
      },
    ],
    latestSummary: summaries[0] && summary(summaries[0]),
    executions: (options.extended ? executions : executions.slice(0, 1)).map((e) => ({
      id: e.media_search_execution_id,
      status: e.status,
      createdAt: when(e.created_at),
      createdBy: analystById(ranBy.get(e.media_search_execution_id)),
      articles: [...e.media_search_articles].sort((a, b) => a.rank - b.rank).map(article),
    })),
    summaryHistory: options.extended ? summaries.map(summary) : [],
  };
}
