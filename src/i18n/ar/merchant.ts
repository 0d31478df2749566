import type { merchantEn } from '../en/merchant';
import type { Catalogue } from '../types';

export const merchantAr: Catalogue<typeof merchantEn> = {
  menu: {
    orders: 'الطلبات',
    new_order: 'طلب جديد',
    today: 'طلبات اليوم',
    rejected: 'الطلبات المرفوضة',
  },
  titles: {
    all: 'طلباتي',
    today: 'طلبات اليوم',
    rejected: 'طلبات رفضها المستلمون',
  },
  analytics: {
    pickups: 'بانتظار الاستلام',
    pickups_hint: 'شحنات لم يستلمها المندوب بعد',
    yesterday: 'طلبات الأمس',
    collected: 'المُحصَّل',
    collected_hint: 'من %{smart_count} طلب تم تسليمه |||| من %{smart_count} طلبات تم تسليمها',
    net: 'نصيبك',
    net_hint: 'بعد خصم %{fees} رسوم توصيل',
    by_status: 'الطلبات حسب الحالة',
    top_cities: 'أكثر المدن طلبًا',
    no_orders: 'لا توجد طلبات في هذه الفترة',
    from_date: 'من',
    to_date: 'إلى',
    reversed: 'تاريخ النهاية قبل تاريخ البداية',
    retry: 'حاول مرة أخرى',
    ranges: { today: 'اليوم', week: 'آخر 7 أيام', month: 'آخر 30 يومًا', quarter: 'آخر 90 يومًا' },
  },
  empty: 'ليس لديك طلبات بعد',
  empty_hint: 'أدخل طلبك الأول وسنستلمه من عنوانك.',
};
