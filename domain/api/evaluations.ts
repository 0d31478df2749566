/** The evaluations' answers (server/routes/evaluations.ts), shared by the server's schemas and the screens. */
import { Type, type Static } from '@sinclair/typebox';
import { EVALUATION_KINDS } from '../evaluations/rules';

const Kind = Type.Union(EVALUATION_KINDS.map((kind) => Type.Literal(kind)));

export const EvaluationRecord = Type.Object({
  id: Type.Integer(),
  kind: Kind,
  subject: Type.Integer(),
  subject_name: Type.String(),
  month: Type.String(),
  average: Type.Union([Type.Number(), Type.Null()]),
  scores: Type.Array(Type.Object({ criterion: Type.Integer(), score: Type.Integer() })),
  rated_by: Type.String(),
  note: Type.String(),
});
export type EvaluationRecord = Static<typeof EvaluationRecord>;

export const EvaluationPage = Type.Object({
  count: Type.Integer(),
  next: Type.Union([Type.String(), Type.Null()]),
  previous: Type.Union([Type.String(), Type.Null()]),
  results: Type.Array(EvaluationRecord),
});

/** Who may be rated: a courier the rater sees, or another staff member. */
export const EvaluationSubject = Type.Object({ id: Type.Integer(), name: Type.String() });
export type EvaluationSubject = Static<typeof EvaluationSubject>;
