import type { sharedMessages } from '../../../domain/messages';
import type { followUpEn } from '../en/follow-up';
import type { Catalogue } from '../types';
import { arabicPlural } from '../plural';
import { FOLLOW_REPORT_HEADERS } from '../../../domain/orders/follow-up';

/** The follow-up's messages shared with the server (domain/messages/followup.ts). */
export const followUpSharedAr: Catalogue<(typeof sharedMessages)['followup']> = {
  range_reversed: 'تاريخ النهاية يسبق تاريخ البداية',
  range_too_long: 'تابع 31 يومًا على الأكثر في المرة الواحدة',
  collected_above_total: 'لا يمكن أن يزيد المبلغ المحصل عن إجمالي الطلب وهو %{total} ج.م',
  not_shipper_parcel: 'هذه الشحنة ليست مع المندوب المختار',
  total_hidden: 'لا يمكنك التصفية بمبلغ لا يحق لك رؤيته',
  order_twice: 'طلب مكرر في المراجعة',
};

export const followUpAr: Catalogue<typeof followUpEn> = {
  groups: { out: 'خرج للتوصيل', delivered: 'تم التسليم', hold: 'مؤجل', undelivered: 'لم يسلم / مرفوض', returned: 'مرتجع' },
  images: { with: 'بصور', without: 'بدون صور' },
  totals: { equal: 'النقدية تساوي الإجمالي', different: 'النقدية تختلف عن الإجمالي' },
  filters: { followStatus: 'الحالة', imageStatus: 'الصور', totalStatus: 'النقدية' },
  report: {
    ...FOLLOW_REPORT_HEADERS.ar,
    totals: 'الإجمالي',
    export: 'تصدير الملخص',
  },
  review: {
    day: 'اليوم',
    select_all: 'اختيار كل الشحنات التي لم تسلم بعد',
    serial: 'رقم الشحنة',
    recipient: 'المستلم',
    total: 'الإجمالي (ج.م)',
    status: 'الحالة',
    outcome: 'النتيجة',
    collected: 'المحصل (ج.م)',
    detail: 'السبب أو الملاحظة',
    reason: 'سبب التأجيل',
    note: 'ملاحظة',
    confirm: 'تأكيد %{count} مختارة',
    deliver_all: 'تم التسليم بالكامل',
    return_note: 'ملاحظة الإرجاع',
    back_to_hub: 'إرجاع إلى المخزن',
    done: arabicPlural({
      one: 'تم تحديث شحنة واحدة',
      two: 'تم تحديث شحنتين',
      few: 'تم تحديث %{smart_count} شحنات',
      many: 'تم تحديث %{smart_count} شحنةً',
      other: 'تم تحديث %{smart_count} شحنة',
    }),
  },
  live: {
    parcels: arabicPlural({ one: 'شحنة واحدة', two: 'شحنتان', few: '%{smart_count} شحنات', many: '%{smart_count} شحنةً', other: '%{smart_count} شحنة' }),
    cash: 'تم تحصيل %{collected} من %{expected}',
    none: 'لا يوجد مندوب معه شحنات اليوم',
    shipper_parcels: 'شحنات المندوب %{id} اليوم',
  },
};
