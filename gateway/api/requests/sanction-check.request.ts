import type { Request } from 'express';
import { z } from 'zod';
import {
  jsonBoolean,
  jsonInteger,
  jsonString,
  jsonStringArray,
  optional,
  parseRequestData,
} from './request-data';

const configurationData = z.strictObject({
  monitoring: z.strictObject(
    { interval: jsonString(), is_active: jsonBoolean() },
    {
      error: (issue) =>
        issue.input === undefined ? 'is required' : 'must be an object {interval, is_active}',
    },
  ),
  match_threshold: optional(jsonInteger()),
  datasets: optional(jsonStringArray()),
});

export function createConfigurationVariables(req: Request) {
  const data = parseRequestData(configurationData, req);
  return {
    input: {
      monitoring: { interval: data.monitoring.interval, isActive: data.monitoring.is_active },
      matchThreshold: data.match_threshold,
      datasets: data.datasets,
    },
  };
}

const newCheckData = z.strictObject({
  sanction_pep_watchlist_configuration_id: jsonString(),
  subject_id: jsonString(),
});

export function newCheckVariables(req: Request) {
  const data = parseRequestData(newCheckData, req);
  return {
    input: { configurationId: data.sanction_pep_watchlist_configuration_id, subjectId: data.subject_id },
  };
}

const dispositionData = z.strictObject({
  sanction_pep_watchlist_result_id: jsonString(),
  risk: jsonString(),
  justification: jsonString(),
});

export function dispositionVariables(req: Request) {
  const data = parseRequestData(dispositionData, req);
  return {
    input: {
      resultId: data.sanction_pep_watchlist_result_id,
      risk: data.risk,
      justification: data.justification,
    },
  };
}
