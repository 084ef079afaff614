import type {
  CreateSanctionCheckConfigurationInput,
  CreateSanctionCheckInput,
  Graph,
  RecordSanctionDispositionInput,
} from '../../graph';
import {
  CreateSanctionCheckConfigurationDocument,
  CreateSanctionCheckDocument,
  RecordSanctionDispositionDocument,
  SanctionCheckAggregateDocument,
  SanctionSourcesDocument,
} from '../../graph';
import { FieldNames } from '../http/field-names';
import { graphRoute } from './graph-route';
import { presentSanctionCheckAggregate, presentSources } from './presenters/sanction-check.presenter';
import type { RouteTable } from './route-table';

const BASE = '/v1/sanctions-peps-watchlists-checks';

/** Contract names of input fields that are not the graph's names in snake_case. */
const NEW_CHECK_FIELDS = new FieldNames({ sanction_pep_watchlist_configuration_id: 'configurationId' });
const DISPOSITION_FIELDS = new FieldNames({ sanction_pep_watchlist_result_id: 'resultId' });

export function sanctionCheckRoutes(graph: Graph): RouteTable {
  return {
    [`${BASE}/configuration/create-configuration`]: {
      post: graphRoute(graph, {
        operation: CreateSanctionCheckConfigurationDocument,
        variables: (_req, input) => ({ input: input as CreateSanctionCheckConfigurationInput }),
        present: (data) => ({
          sanction_pep_watchlist_configuration_id: data.createSanctionCheckConfiguration.id,
        }),
        status: 201,
      }),
    },
    [`${BASE}/new-check`]: {
      post: graphRoute(graph, {
        operation: CreateSanctionCheckDocument,
        fieldNames: NEW_CHECK_FIELDS,
        variables: (_req, input) => ({ input: input as CreateSanctionCheckInput }),
        present: (data) => ({
          sanction_pep_watchlist_execution_id: data.createSanctionCheck.executionId,
          sanctions_peps_watchlists_check_id: data.createSanctionCheck.checkId,
        }),
        status: 201,
      }),
    },
    [`${BASE}/aggregate/:check_id`]: {
      get: graphRoute(graph, {
        operation: SanctionCheckAggregateDocument,
        variables: (req) => ({ id: req.params.check_id as string }),
        present: (data) => presentSanctionCheckAggregate(data.sanctionCheck),
        status: 200,
      }),
    },
    [`${BASE}/sources/:execution_id`]: {
      get: graphRoute(graph, {
        operation: SanctionSourcesDocument,
        variables: (req) => ({ id: req.params.execution_id as string }),
        present: (data) => presentSources(data.sanctionCheckExecution.sources),
        status: 200,
      }),
    },
    [`${BASE}/results/override-disposition`]: {
      post: graphRoute(graph, {
        operation: RecordSanctionDispositionDocument,
        fieldNames: DISPOSITION_FIELDS,
        variables: (_req, input) => ({ input: input as RecordSanctionDispositionInput }),
        present: (data) => ({ sanction_pep_watchlists_disposition_id: data.recordSanctionDisposition.id }),
        status: 201,
      }),
    },
  };
}
