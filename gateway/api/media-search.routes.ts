import type {
  CreateMediaSearchInput,
  ExecuteMediaSearchInput,
  Graph,
  MediaSearchConfigurationInput,
  OverrideMediaSearchSummaryInput,
  RecordMediaArticleDispositionInput,
} from '../../graph';
import {
  CreateMediaSearchConfigurationDocument,
  CreateMediaSearchDocument,
  DeleteMediaSearchDocument,
  ExecuteMediaSearchDocument,
  FindMediaSearchesDocument,
  MediaSearchAggregateDocument,
  MediaSearchConfigurationBySearchDocument,
  MediaSearchExecutionDocument,
  MediaSearchMetadataDocument,
  MediaSearchReportDocument,
  OverrideMediaSearchSummaryDocument,
  RecordMediaArticleDispositionDocument,
} from '../../graph';
import { renderMediaReport } from '../../content';
import type { PdfPrinter } from '../pdf/pdf-printer';
import { PdfPrinterUnavailableError } from '../pdf/pdf-printer-unavailable.error';
import { ApiError } from '../errors/api-error';
import { FieldNames } from '../http/field-names';
import { booleanParameter, integerParameter, queryParameters } from '../http/query-parameters';
import { graphRoute } from './graph-route';
import { mediaReportParameters } from './media-report.parameters';
import { presentMediaReport } from './presenters/media-report.presenter';
import {
  presentMediaConfiguration,
  presentMediaExecution,
  presentMediaSearchAggregate,
  presentMediaSearchFindItems,
  presentMediaSearchMetadata,
} from './presenters/media-search.presenter';
import type { RouteTable } from './route-table';

const BASE = '/v1/media-searches';

/** Contract names of input fields (and find's filters) that are not the graph's names in snake_case. */
const SEARCH_FIELDS = new FieldNames({
  media_search_id: 'searchId',
  media_search_configuration_id: 'configurationId',
});
const ARTICLE_FIELDS = new FieldNames({ media_search_article_id: 'articleId' });

const REMOVE_MARKDOWN = 'remove_markdown';
/** `remove_markdown=true`: summaries, justifications and excerpts as plain text. */
const textForm = (query: Record<string, string | undefined>) => ({
  plain: booleanParameter(REMOVE_MARKDOWN, query[REMOVE_MARKDOWN]),
});

/** Prints the report; a printer that is busy or cannot start is a 503 the client may retry. */
async function printReport(printer: PdfPrinter, job: { html: string; footerTemplate: string }) {
  try {
    return await printer.print(job);
  } catch (error) {
    if (!(error instanceof PdfPrinterUnavailableError)) throw error;
    throw new ApiError('service-unavailable', error.message, {
      headers: { 'Retry-After': String(error.retryAfterSeconds) },
    });
  }
}

export function mediaSearchRoutes(graph: Graph, pdfPrinter: PdfPrinter): RouteTable {
  return {
    [`${BASE}/configuration/create-configuration`]: {
      post: graphRoute(graph, {
        operation: CreateMediaSearchConfigurationDocument,
        variables: (_req, input) => ({ input: input as MediaSearchConfigurationInput }),
        present: (data) => ({ media_search_configuration_id: data.createMediaSearchConfiguration.id }),
        status: 201,
      }),
    },
    [`${BASE}/configuration/by-media-search-id/:media_search_id`]: {
      get: graphRoute(graph, {
        operation: MediaSearchConfigurationBySearchDocument,
        variables: (req) => ({ id: req.params.media_search_id as string }),
        present: (data) => presentMediaConfiguration(data.mediaSearch.configuration),
        status: 200,
      }),
    },
    [`${BASE}/create-search`]: {
      post: graphRoute(graph, {
        operation: CreateMediaSearchDocument,
        fieldNames: SEARCH_FIELDS,
        variables: (_req, input) => ({ input: input as CreateMediaSearchInput }),
        present: (data) => ({
          media_search_id: data.createMediaSearch.searchId,
          media_search_execution_id: data.createMediaSearch.executionId,
        }),
        status: 201,
      }),
    },
    [`${BASE}/execute-media-search`]: {
      post: graphRoute(graph, {
        operation: ExecuteMediaSearchDocument,
        fieldNames: SEARCH_FIELDS,
        variables: (_req, input) => ({ input: input as ExecuteMediaSearchInput }),
        present: (data) => ({
          media_search_execution_id: data.executeMediaSearch.executionId,
          media_search_id: data.executeMediaSearch.searchId,
        }),
        status: 201,
      }),
    },
    [`${BASE}/execution/:media_search_execution_id`]: {
      get: graphRoute(graph, {
        operation: MediaSearchExecutionDocument,
        variables: (req) => {
          queryParameters(req, [REMOVE_MARKDOWN]);
          return { id: req.params.media_search_execution_id as string };
        },
        present: (data, req) =>
          presentMediaExecution(data.mediaSearchExecution, textForm(queryParameters(req, [REMOVE_MARKDOWN]))),
        status: 200,
      }),
    },
    // Before `/:media_search_id`, which would take `find` for an id.
    [`${BASE}/find`]: {
      get: graphRoute(graph, {
        operation: FindMediaSearchesDocument,
        fieldNames: SEARCH_FIELDS,
        variables: (req) => {
          const query = queryParameters(req, [
            'page',
            'page_size',
            'media_search_id',
            'subject_id',
            'media_search_configuration_id',
            'internal_subject_id',
          ]);
          // The graph's Int refuses a page that is not a number; the names come back to the client's.
          return {
            page: integerParameter(query.page) as number | undefined,
            pageSize: integerParameter(query.page_size) as number | undefined,
            searchId: query.media_search_id,
            subjectId: query.subject_id,
            configurationId: query.media_search_configuration_id,
            internalSubjectId: query.internal_subject_id,
          };
        },
        present: (data) => presentMediaSearchFindItems(data.mediaSearches),
        meta: (data) => ({
          items_count: data.mediaSearches.items.length,
          page: data.mediaSearches.page,
          total: data.mediaSearches.total,
        }),
        status: 200,
      }),
    },
    [`${BASE}/aggregate/:media_search_id`]: {
      get: graphRoute(graph, {
        operation: MediaSearchAggregateDocument,
        variables: (req) => {
          queryParameters(req, [REMOVE_MARKDOWN]);
          return { id: req.params.media_search_id as string };
        },
        present: (data, req) =>
          presentMediaSearchAggregate(data.mediaSearch, textForm(queryParameters(req, [REMOVE_MARKDOWN]))),
        status: 200,
      }),
    },
    // Before `/:media_search_id`.
    [`${BASE}/:media_search_id/pdf`]: {
      get: graphRoute(graph, {
        operation: MediaSearchReportDocument,
        variables: (req) => {
          mediaReportParameters(req);
          return { id: req.params.media_search_id as string };
        },
        send: async (res, data, req) => {
          const parameters = mediaReportParameters(req);
          const aggregate = presentMediaSearchAggregate(data.mediaSearch, { plain: true });
          const report = renderMediaReport(
            presentMediaReport(aggregate, data.mediaSearch, { ...parameters, generatedAt: new Date() }),
          );
          const pdf = await printReport(pdfPrinter, report);
          res
            .type('application/pdf')
            .set(
              'Content-Disposition',
              `attachment; filename="media-search-${aggregate.media_search.media_search_id}.pdf"`,
            )
            .send(pdf);
        },
        status: 200,
      }),
    },
    [`${BASE}/:media_search_id`]: {
      get: graphRoute(graph, {
        operation: MediaSearchMetadataDocument,
        variables: (req) => ({ id: req.params.media_search_id as string }),
        present: (data) => presentMediaSearchMetadata(data.mediaSearch),
        status: 200,
      }),
      delete: graphRoute(graph, {
        operation: DeleteMediaSearchDocument,
        variables: (req) => ({ id: req.params.media_search_id as string }),
        present: (data) => ({
          media_search_id: data.deleteMediaSearch.searchId,
          media_search_deleted: data.deleteMediaSearch.deleted,
        }),
        status: 200,
      }),
    },
    '/v1/media-search-summaries/override-summary': {
      post: graphRoute(graph, {
        operation: OverrideMediaSearchSummaryDocument,
        fieldNames: SEARCH_FIELDS,
        variables: (_req, input) => ({ input: input as OverrideMediaSearchSummaryInput }),
        present: (data) => ({ media_search_summary_id: data.overrideMediaSearchSummary.id }),
        status: 201,
      }),
    },
    '/v1/media-search-articles/override-disposition': {
      post: graphRoute(graph, {
        operation: RecordMediaArticleDispositionDocument,
        fieldNames: ARTICLE_FIELDS,
        variables: (_req, input) => ({ input: input as RecordMediaArticleDispositionInput }),
        present: (data) => ({ media_search_article_disposition_id: data.recordMediaArticleDisposition.id }),
        status: 201,
      }),
    },
  };
}
