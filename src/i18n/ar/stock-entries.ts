import type { stockEntryMessages } from '../../../domain/messages/stock-entries';
import type { stockEntriesEn } from '../en/stock-entries';
import type { Catalogue } from '../types';

/** Stock entries' messages shared with the server (domain/messages/stock-entries.ts). */
export const stockEntrySharedAr: Catalogue<typeof stockEntryMessages> = {
  to_required: 'اختر المخزن الذي تذهب إليه البضاعة',
  same_warehouse: 'التحويل يكون إلى مخزن آخر',
  reason_required: 'اختر سبب تسوية المخزون',
  lines_required: 'أضف مادة واحدة على الأقل',
  too_many_lines: 'يحمل الإذن 50 مادة على الأكثر',
  material_twice: 'هذه المادة موجودة بالفعل في الإذن',
  cost_invalid: 'أدخل تكلفة الوحدة بالجنيه، مثل 2.35',
  cost_too_high: 'تكلفة الوحدة 10,000 جنيه على الأكثر',
  not_draft: 'هذا الإذن مُرحَّل: لا يُعدَّل بل يُلغى بقيد عكسي',
  not_posted: 'لا يُلغى إلا إذن مُرحَّل',
  warehouse_inactive: 'هذا المخزن مغلق',
  material_inactive: 'هذه المادة لم تعد تُحفظ',
};

/** The stock entries' screens. */
export const stockEntriesAr: Catalogue<typeof stockEntriesEn> = {
  fields: {
    id: 'الإذن',
    kind: 'النوع',
    status: 'الحالة',
    warehouse_id: 'المخزن',
    from_warehouse: 'من مخزن',
    to_warehouse_id: 'إلى مخزن',
    supplier: 'المورد',
    reason: 'السبب',
    entry_date: 'التاريخ',
    note: 'ملاحظة',
    lines: 'المواد',
    material: 'المادة',
    quantity: 'الكمية',
    unit_cost: 'تكلفة الوحدة',
    value: 'القيمة (جنيه)',
    from_to: '%{from} ← %{to}',
    from_date: 'من',
    to_date: 'إلى',
    posted: 'رحّله %{name}',
    reversed: 'ألغاه %{name}',
  },
  kinds: { receipt: 'استلام', transfer: 'تحويل', adjustment: 'تسوية' },
  statuses: { draft: 'مسودة', posted: 'مُرحَّل', reversed: 'ملغى بقيد عكسي' },
  reasons: { found: 'عُثر عليه', damaged: 'تالف', lost: 'مفقود', expired: 'منتهي الصلاحية', other: 'أخرى' },
  help: {
    receipt: 'مواد تغليف مشتراة من مورد إلى مخزن، بتكلفة الوحدة.',
    transfer: 'مواد تغليف مرسلة من مخزن إلى آخر.',
    adjustment: 'مواد تغليف عُثر عليها (تُضاف) أو تلفت أو فُقدت أو انتهت صلاحيتها (تُخصم).',
    draft: 'المسودة لا تحرك شيئًا حتى تُرحَّل.',
  },
  actions: {
    save_draft: 'حفظ كمسودة',
    save_post: 'حفظ وترحيل',
    post: 'ترحيل',
    reverse: 'إلغاء بقيد عكسي',
    reverse_title: 'إلغاء الإذن %{id}؟',
    reverse_content: 'تُلغى كل حركة في هذا الإذن بحركة عكسية، ويبقى الإذن مسجلًا كملغى.',
    post_title: 'ترحيل الإذن %{id}؟',
    post_content: 'يتحرك المخزون الآن. الإذن المُرحَّل لا يُعدَّل أبدًا، بل يُلغى بقيد عكسي.',
    posted: 'تم ترحيل الإذن',
    reversed_done: 'تم إلغاء الإذن',
  },
  empty: 'لا توجد أذون مخزون بعد. استلم توريدًا من مورد للبدء.',
};
