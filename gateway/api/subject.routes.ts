import type { CreateSubjectInput, Graph } from '../../graph';
import { CreateSubjectDocument, DeleteSubjectDocument, GetSubjectDocument } from '../../graph';
import { graphRoute } from './graph-route';
import { presentSubject } from './presenters/subject.presenter';
import type { RouteTable } from './route-table';

export function subjectRoutes(graph: Graph): RouteTable {
  return {
    '/v1/subjects/create-subject': {
      post: graphRoute(graph, {
        operation: CreateSubjectDocument,
        variables: (_req, input) => ({ input: input as CreateSubjectInput }),
        present: (data) => ({ subject_id: data.createSubject.id }),
        status: 201,
      }),
    },
    '/v1/subjects/:subject_id': {
      get: graphRoute(graph, {
        operation: GetSubjectDocument,
        variables: (req) => ({ id: req.params.subject_id as string }),
        present: (data) => presentSubject(data.subject),
        status: 200,
      }),
      delete: graphRoute(graph, {
        operation: DeleteSubjectDocument,
        variables: (req) => ({ id: req.params.subject_id as string }),
        present: (data) => ({
          media_searches_deleted_count: data.deleteSubject.mediaSearchesDeletedCount,
          subject_deleted: data.deleteSubject.subjectDeleted,
        }),
        status: 200,
      }),
    },
  };
}
