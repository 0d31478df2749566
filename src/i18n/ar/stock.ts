import type { stockMessages } from '../../../domain/messages/stock';
import type { Catalogue } from '../types';

/** The stock's messages shared with the server (domain/messages/stock.ts). */
export const stockSharedAr: Catalogue<typeof stockMessages> = {
  not_enough: 'المتبقي من %{material} هناك %{left} فقط: لا يمكن أخذ %{asked}',
  bad_quantity: 'الكمية عدد صحيح من 1 إلى 1,000,000',
  bad_move: 'لا يمكن لهذا النوع من الحركات أن يكون بين هذين المكانين',
  unknown_material: 'لا توجد مادة بهذا الاسم',
  unknown_place: 'لا يوجد مخزن أو مندوب أو عميل بهذا الرقم',
  warehouse_required: 'اختر المخزن الذي تُصرف منه مواد التغليف',
};
