import type { PdfPrinter } from '../pdf/pdf-printer';
import type { Graph } from '../../graph';
import { mediaSearchRoutes } from './media-search.routes';
import type { RouteTable } from './route-table';
import { sanctionCheckRoutes } from './sanction-check.routes';
import { subjectRoutes } from './subject.routes';

/** Every route of the `/v1` API (the OpenAPI test checks that docs/openapi.yaml lists exactly these). */
export function apiRoutes(graph: Graph, pdfPrinter: PdfPrinter): RouteTable {
  return {
    ...subjectRoutes(graph),
    ...mediaSearchRoutes(graph, pdfPrinter),
    ...sanctionCheckRoutes(graph),
  };
}
