import { ValidationError } from './errors';

export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 50;

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** Pages count from 1; a page size above MAX_PAGE_SIZE is refused rather than silently cut. */
export function parsePageRequest(
  page: number | null | undefined,
  pageSize: number | null | undefined,
): PageRequest {
  const request = { page: page ?? 1, pageSize: pageSize ?? DEFAULT_PAGE_SIZE };
  const issues = [];
  if (!Number.isInteger(request.page) || request.page < 1)
    issues.push({ field: 'page', message: 'must be an integer of at least 1' });
  if (!Number.isInteger(request.pageSize) || request.pageSize < 1 || request.pageSize > MAX_PAGE_SIZE) {
    issues.push({ field: 'pageSize', message: `must be an integer from 1 to ${MAX_PAGE_SIZE}` });
  }
  if (issues.length) throw new ValidationError(issues);
  return request;
}
