import type { Request } from 'express';
import { ApiError } from '../errors/api-error';
import { booleanParameter, queryParameters } from '../http/query-parameters';

export const ANNOTATION_MAX_LENGTH = 2000;

export interface MediaReportParameters {
  extended: boolean;
  removePersonalData: boolean;
  annotation?: string;
}

const invalid = (name: string, reason: string) =>
  new ApiError('validation-error', `${name}: ${reason}`, { invalidParams: [{ name, reason }] });

/** `report_scope` DEFAULT|EXTENDED, `remove_personal_data` true|false, `annotation` ≤ 2,000 characters. */
export function mediaReportParameters(req: Request): MediaReportParameters {
  const query = queryParameters(req, ['report_scope', 'remove_personal_data', 'annotation']);
  const scope = query.report_scope ?? 'DEFAULT';
  if (scope !== 'DEFAULT' && scope !== 'EXTENDED')
    throw invalid('report_scope', 'must be DEFAULT or EXTENDED');
  if (query.annotation !== undefined && [...query.annotation].length > ANNOTATION_MAX_LENGTH)
    throw invalid('annotation', `must be at most ${ANNOTATION_MAX_LENGTH} characters`);
  return {
    extended: scope === 'EXTENDED',
    removePersonalData: booleanParameter('remove_personal_data', query.remove_personal_data),
    annotation: query.annotation,
  };
}
