import type { Graph } from '../../graph';
import {
  CreateSanctionCheck,
  CreateSanctionCheckConfiguration,
  RecordSanctionDisposition,
  SanctionCheckAggregate,
  SanctionSources,
} from '../../graph';
import { graphRoute } from './graph-route';
import { presentSanctionCheckAggregate, presentSources } from './presenters/sanction-check.presenter';
import {
  createConfigurationVariables,
  dispositionVariables,
  newCheckVariables,
} from './requests/sanction-check.request';
import type { RouteTable } from './route-table';

const BASE = '/v1/sanctions-peps-watchlists-checks';

export function sanctionCheckRoutes(graph: Graph): RouteTable {
  return {
    [`${BASE}/configuration/create-configuration`]: {
      post: graphRoute(graph, {
        operation: CreateSanctionCheckConfiguration,
        variables: createConfigurationVariables,
        present: (data) => ({
          sanction_pep_watchlist_configuration_id: data.createSanctionCheckConfiguration.id,
        }),
        status: 201,
      }),
    },
    [`${BASE}/new-check`]: {
      post: graphRoute(graph, {
        operation: CreateSanctionCheck,
        variables: newCheckVariables,
        present: (data) => ({
          sanction_pep_watchlist_execution_id: data.createSanctionCheck.executionId,
          sanctions_peps_watchlists_check_id: data.createSanctionCheck.checkId,
        }),
        status: 201,
      }),
    },
    [`${BASE}/aggregate/:check_id`]: {
      get: graphRoute(graph, {
        operation: SanctionCheckAggregate,
        variables: (req) => ({ id: req.params.check_id as string }),
        present: presentSanctionCheckAggregate,
        status: 200,
      }),
    },
    [`${BASE}/sources/:execution_id`]: {
      get: graphRoute(graph, {
        operation: SanctionSources,
        variables: (req) => ({ id: req.params.execution_id as string }),
        present: (data) => presentSources(data.sanctionCheckExecution.sources),
        status: 200,
      }),
    },
    [`${BASE}/results/override-disposition`]: {
      post: graphRoute(graph, {
        operation: RecordSanctionDisposition,
        variables: dispositionVariables,
        present: (data) => ({ sanctions_peps_watchlists_disposition_id: data.recordSanctionDisposition.id }),
        status: 201,
      }),
    },
  };
}
