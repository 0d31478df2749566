import type { MaterialUnit } from '../../../domain/stock/materials';

/** Resource names and field labels of the stock screens: packaging materials and the warehouses that keep them. */
const units: Record<MaterialUnit, string> = { piece: 'Piece', pack: 'Pack', roll: 'Roll', box: 'Box', meter: 'Meter' };

export const stockEn = {
  material: {
    name: 'Packaging material |||| Packaging materials',
    fields: {
      id: '#',
      name: 'Name',
      name_ar: 'Arabic name',
      unit: 'Unit',
      size: 'Size',
      unit_cost: 'Unit cost',
      reorder_point: 'Reorder point',
      packs_up_to_kg: 'Packs orders up to (kg)',
      average_cost: 'Average cost',
      is_active: 'Active',
    },
    units,
    hints: {
      size: 'As the supplier writes it, e.g. 25 x 35 cm',
      reorder_point: 'Warn when all warehouses together hold less; 0 never warns',
      packs_up_to_kg: 'An order up to this weight uses one, when no smaller band fits; empty for tape and rolls, not used per order',
    },
  },
  warehouse: {
    name: 'Warehouse |||| Warehouses',
    fields: { id: '#', name: 'Name', name_ar: 'Arabic name', address: 'Address', keeper_id: 'Keeper', is_active: 'Active' },
  },
  CustomerMaterialLimitList: {
    name: 'Packaging quota |||| Packaging quotas',
    fields: { id: '#', customer_id: 'Merchant', category_id: 'Category', material_id: 'Material', monthly_quantity: 'Free a month' },
    hints: { monthly_quantity: 'Units handed over free each month; beyond them the material is charged at its price' },
    category_default: 'default of the category',
  },
  stock_entry: { name: 'Stock entry |||| Stock entries' },
  stockcount: { name: 'Stock count |||| Stock counts' },
  'warehouse-keepers': {
    name: 'Keeper |||| Keepers',
  },
};
