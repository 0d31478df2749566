import type { stockMessages } from '../../../domain/messages/stock';
import type { Catalogue } from '../types';

/** The stock's messages shared with the server (domain/messages/stock.ts). */
export const stockSharedAr: Catalogue<typeof stockMessages> = {
  not_enough: 'المتبقي من %{material} هناك %{left} فقط: لا يمكن أخذ %{asked}',
  bad_quantity: 'الكمية عدد صحيح من 1 إلى 1,000,000',
  bad_move: 'لا يمكن لهذا النوع من الحركات أن يكون بين هذين المكانين',
  unknown_material: 'لا توجد مادة بهذا الاسم',
  unknown_place: 'لا يوجد مخزن أو مندوب أو عميل بهذا الرقم',
  unit_invalid: 'اختر الوحدة التي تُعدّ بها',
  reorder_point_invalid: 'حد إعادة الطلب عدد صحيح من 0 إلى 1,000,000',
  packs_up_to_invalid: 'أثقل طلب تغلّفه وزن بالكيلوجرام أكبر من 0، مثل 2.5، أو اتركه فارغًا',
  warehouse_in_use: 'هذا المخزن حفظ مخزونًا من قبل فيبقى في السجلات: أوقف تفعيله بدلًا من حذفه',
  material_in_use: 'هذه المادة طُلبت أو تحركت من قبل فتبقى في السجلات: أوقف تفعيلها بدلًا من حذفها',
  warehouse_required: 'اختر المخزن الذي تُصرف منه مواد التغليف',
  duplicate_material: 'هذه المادة موجودة في سطر آخر',
  hand_back_not_held: 'المندوب لا يحمل شيئًا من هذه المادة',
  hand_back_too_many: 'المرتجع والعجز معًا أكثر مما يحمله المندوب',
  hand_back_empty: 'أدخل ما رجع أو ما نقص من مادة واحدة على الأقل',
};
