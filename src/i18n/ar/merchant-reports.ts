import type { merchantReportsEn } from '../en/merchant-reports';
import type { Catalogue } from '../types';
import { arabicPlural } from '../plural';

export const merchantReportsAr: Catalogue<typeof merchantReportsEn> = {
  menu: {
    prices: 'أسعاري',
    by_city: 'الطلبات حسب المدينة',
  },
  prices: {
    title: 'أسعاري',
    intro: 'ما تدفعه لنا لتوصيل الشحنة، ولإعادتها إليك إن لم تُسلَّم.',
    search: 'ابحث عن مدينة أو منطقة',
    city: 'المدينة',
    all_cities: 'كل المدن',
    zone: 'المنطقة',
    whole_city: 'كل المناطق',
    delivery: 'التوصيل',
    return: 'المرتجع',
    count: arabicPlural({ one: 'سعر واحد', two: 'سعران', few: '%{smart_count} أسعار', many: '%{smart_count} سعرًا', other: '%{smart_count} سعر' }),
    empty: 'لم تُحدَّد لك أسعار بعد. سيضيفها المكتب؛ وحتى ذلك الحين يرجى الاتصال بنا لمعرفة السعر.',
    no_match: 'لا توجد مدينة أو منطقة تطابق بحثك.',
  },
  city_orders: {
    title: 'الطلبات إلى %{city}',
    range: 'تاريخ الطلب من %{from} إلى %{to}',
    range_open: 'كل تواريخ الطلب',
    back: 'العودة إلى الطلبات حسب المدينة',
    empty: 'لا توجد طلبات إلى هذه المدينة في هذه التواريخ',
  },
};
