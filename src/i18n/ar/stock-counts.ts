import type { stockAlertMessages, stockCountMessages } from '../../../domain/messages/stock-counts';
import type { stockCountsEn } from '../en/stock-counts';
import type { Catalogue } from '../types';

/** Stock counts' messages shared with the server (domain/messages/stock-counts.ts). */
export const stockCountSharedAr: Catalogue<typeof stockCountMessages> = {
  not_draft: 'تم تقديم هذا الجرد: لم يعد يُعدَّل',
  not_submitted: 'هذا الجرد لا ينتظر الموافقة',
  not_approver: 'الموافقة على الجرد تحتاج إلى قائمة الموافقات',
  own_count: 'أنت من قدّم هذا الجرد: يوافق عليه شخص آخر',
  stock_moved: 'تحركت %{material} منذ تقديم الجرد (المتوقع %{expected}، الموجود الآن %{held}): ارفضه وأعد الجرد',
  too_many_lines: 'يحمل الجرد 200 مادة على الأكثر',
  lines_required: 'اجرد مادة واحدة على الأقل',
  material_twice: 'هذه المادة موجودة بالفعل في الجرد',
  not_counted: 'أدخل الكمية المعدودة',
  bad_counted: 'أدخل عددًا صحيحًا من 0 إلى 1,000,000',
  reason_required: 'اذكر سبب رفض الجرد',
  unknown_material: 'لا توجد مادة بهذا الكود أو الاسم',
};

/** The low-stock bell. */
export const stockAlertSharedAr: Catalogue<typeof stockAlertMessages> = {
  low_stock: 'رصيد %{material} منخفض: المتبقي %{held} في المخازن',
  low_stock_content: 'حد إعادة الطلب %{reorder}',
};

/** The stock counts' screens. */
export const stockCountsAr: Catalogue<typeof stockCountsEn> = {
  fields: {
    id: 'الجرد',
    place: 'المكان المجرود',
    place_kind: 'المكان',
    warehouse: 'المخزن',
    courier: 'المندوب',
    status: 'الحالة',
    note: 'ملاحظة',
    material: 'المادة',
    expected: 'المتوقع',
    counted: 'المعدود',
    difference: 'الفرق',
    differences: 'الفروق',
    scan: 'امسح أو اكتب مادة',
    submitted: 'قدّمه %{name}',
    decided: 'قرّره %{name}',
    refusal_note: 'سبب الرفض',
  },
  places: { warehouse: 'مخزن', courier: 'مندوب' },
  statuses: { draft: 'مسودة', submitted: 'بانتظار الموافقة', approved: 'موافق عليه', refused: 'مرفوض' },
  help: {
    draft: 'اعدد الموجود فعلًا. لا يتحرك شيء حتى يوافق شخص آخر على الجرد.',
    scan: 'كود المادة أو اسمها يضيف واحدًا إلى سطرها.',
    submitted: 'يوافق عليه أو يرفضه شخص آخر لديه قائمة الموافقات.',
  },
  actions: {
    save: 'حفظ الجرد',
    submit: 'تقديم للموافقة',
    submit_title: 'تقديم الجرد %{id}؟',
    submit_content: 'تؤخذ الكميات المتوقعة الآن، وينتظر الجرد موافقة شخص آخر.',
    submitted_done: 'تم تقديم الجرد للموافقة',
    saved: 'تم حفظ الجرد',
    approve: 'موافقة',
    approve_title: 'الموافقة على الجرد %{id}؟',
    approve_content: 'يتحرك كل فرق الآن بين المكان والتسوية.',
    approved_done: 'تمت الموافقة على الجرد وترحيل الفروق',
    refuse: 'رفض',
    refuse_title: 'رفض الجرد %{id}',
    refused_done: 'تم رفض الجرد',
    start: 'ابدأ الجرد',
  },
  waiting:
    '%{smart_count} جرد بانتظار الموافقة |||| جرد واحد بانتظار الموافقة |||| جردان بانتظار الموافقة |||| %{smart_count} عمليات جرد بانتظار الموافقة |||| %{smart_count} عملية جرد بانتظار الموافقة |||| %{smart_count} عملية جرد بانتظار الموافقة',
  empty: 'لا يوجد جرد بعد. اجرد مخزنًا أو مندوبًا للبدء.',
};
