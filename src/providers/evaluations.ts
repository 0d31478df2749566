/** Evaluations of couriers and staff (server/routes/evaluations.ts): the list in the spec's paging, and whom a rater may rate. */
import type { EvaluationSubject } from '../../domain/api/evaluations';
import type { EvaluationKind } from '../../domain/evaluations/rules';
import { apiFetch } from './http';
import type { PagedLists } from './pages';

export const evaluationLists: PagedLists = { UserEvaluation: { path: '/api/UserEvaluation/' } };

export const evaluationCalls = {
  evaluationSubjects: async (kind: EvaluationKind) => (await apiFetch<EvaluationSubject[]>(`/api/UserEvaluation/subjects?kind=${kind}`)).json,
};
