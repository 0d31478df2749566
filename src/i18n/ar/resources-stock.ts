import type { stockEn } from '../en/resources-stock';
import { arabicNoun } from '../plural';
import type { Catalogue } from '../types';

export const stockAr: Catalogue<typeof stockEn> = {
  material: {
    name: arabicNoun('مادة تغليف', 'مواد التغليف'),
    fields: {
      id: 'الرقم',
      name: 'الاسم',
      name_ar: 'الاسم بالعربية',
      unit: 'الوحدة',
      size: 'المقاس',
      unit_cost: 'تكلفة الوحدة',
      reorder_point: 'حد إعادة الطلب',
      packs_up_to_kg: 'تغلّف الطلبات حتى (كجم)',
      average_cost: 'متوسط التكلفة',
      is_active: 'مفعّل',
    },
    units: { piece: 'قطعة', pack: 'عبوة', roll: 'لفة', box: 'كرتونة', meter: 'متر' },
    hints: {
      size: 'كما يكتبه المورد، مثل 25 x 35 سم',
      reorder_point: 'تنبيه عندما يقل ما في كل المخازن معًا عنه؛ 0 لا ينبّه أبدًا',
      packs_up_to_kg: 'الطلب حتى هذا الوزن يستهلك واحدة منها إن لم تناسبه فئة أصغر؛ اتركه فارغًا للشريط واللفات التي لا تُستهلك لكل طلب',
    },
  },
  warehouse: {
    name: arabicNoun('مخزن', 'المخازن'),
    fields: { id: 'الرقم', name: 'الاسم', name_ar: 'الاسم بالعربية', address: 'العنوان', keeper_id: 'أمين المخزن', is_active: 'مفعّل' },
  },
  CustomerMaterialLimitList: {
    name: arabicNoun('حصة مواد تغليف', 'حصص مواد التغليف'),
    fields: { id: 'الرقم', customer_id: 'العميل', category_id: 'الفئة', material_id: 'المادة', monthly_quantity: 'المجاني شهريًا' },
    hints: { monthly_quantity: 'الوحدات التي تُسلَّم مجانًا كل شهر؛ وما زاد عنها يُحاسب بسعر المادة' },
    category_default: 'افتراضي الفئة',
  },
  stock_entry: { name: arabicNoun('إذن مخزون', 'أذون المخزون') },
  stockcount: { name: arabicNoun('جرد مخزون', 'جرد المخزون') },
  'warehouse-keepers': {
    name: arabicNoun('أمين مخزن', 'أمناء المخازن'),
  },
};
