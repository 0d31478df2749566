/** The stock of packaging materials (domain/stock/moves.ts). */
export const stockMessages = {
  not_enough: 'Only %{left} of %{material} left there: %{asked} cannot be taken',
  bad_quantity: 'A quantity is a whole number from 1 to 1,000,000',
  bad_move: 'This kind of move cannot go between these places',
  unknown_material: 'There is no such material',
  unknown_place: 'There is no such warehouse, courier or merchant',
  unit_invalid: 'Choose the unit it is counted in',
  reorder_point_invalid: 'A reorder point is a whole number from 0 to 1,000,000',
  packs_up_to_invalid: 'The heaviest order it packs is a weight in kg above 0, such as 2.5, or empty',
  warehouse_in_use: 'This warehouse has held stock, so it stays in the records: deactivate it instead',
  material_in_use: 'This material has been requested or moved, so it stays in the records: deactivate it instead',
  warehouse_required: 'Choose the warehouse the packaging is issued from',
  duplicate_material: 'This material is already on another line',
  hand_back_not_held: 'The courier carries none of this material',
  hand_back_too_many: 'Back and missing together are more than the courier carries',
  hand_back_empty: 'Enter what came back or is missing of at least one material',
} as const;
