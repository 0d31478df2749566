/** The answers of the order screens' own calls (server/routes/orders). */
import { Type, type Static } from '@sinclair/typebox';
import { Timestamp } from './common';

/** A staff member's saved order-list filter. */
export const SavedFilter = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  filters: Type.Record(Type.String(), Type.Unknown()),
  created_at: Timestamp,
});
export type SavedFilter = Static<typeof SavedFilter>;
/** The saved filters as a picker lists them (`simple`): id and name. */
export const FilterChoice = Type.Object({ id: Type.Integer(), name: Type.String() });
