import type { sharedMessages } from '../../../domain/messages';
import type { followUpEn } from '../en/follow-up';
import type { Catalogue } from '../types';

/** The follow-up's messages shared with the server (domain/messages.ts `followup`). */
export const followUpSharedAr: Catalogue<(typeof sharedMessages)['followup']> = {
  range_reversed: 'تاريخ النهاية يسبق تاريخ البداية',
  range_too_long: 'تابع 31 يومًا على الأكثر في المرة الواحدة',
  collected_above_total: 'لا يمكن أن يزيد المبلغ المحصل عن إجمالي الطلب وهو %{total} ج.م',
  not_shipper_parcel: 'هذه الشحنة ليست مع المندوب المختار',
  total_hidden: 'لا يمكنك التصفية بمبلغ لا يحق لك رؤيته',
  order_twice: 'طلب مكرر في المراجعة',
};

export const followUpAr: Catalogue<typeof followUpEn> = {};
