import type { revenueEn } from '../en/revenue';
import type { Catalogue } from '../types';

export const revenueAr: Catalogue<typeof revenueEn> = {
  menu: 'إيراداتي',
  own_title: 'إيراداتي',
  columns: {
    day: 'اليوم',
    customer_name: 'العميل',
    delivered: 'الطلبات المسلمة',
    returned: 'المرتجعات',
    collected: 'المحصل',
    fees: 'مصاريف الشحن',
    return_fees: 'مصاريف المرتجع',
    net: 'الصافي',
    serial: 'الطلب',
    status: 'الحالة',
  },
  merchant: 'العميل',
  search: 'العميل أو الشركة',
  pick_merchant: 'اختر عميلاً لعرض إيراداته يوماً بيوم',
  empty: 'لا إيرادات في هذه الأيام',
  none_visible: 'لا يحق لك رؤية إيرادات أي عميل: يلزمك إذن الإيرادات للعملاء الذين تتعامل معهم',
  no_orders: 'لم تتحرك أموال أي طلب في هذا اليوم',
  range: 'من %{from} إلى %{to}',
  day_title: 'طلبات يوم %{day}',
  open_day: 'طلبات يوم %{day}',
  back: 'العودة إلى الأيام',
  detailed: 'العرض التفصيلي',
  plain: 'الجدول فقط',
  filter: {
    label: 'الأيام المعروضة',
    all: 'كل الأيام',
    delivered: 'أيام بها تسليمات',
    returned: 'أيام بها مرتجعات',
  },
  chart: {
    title: 'الإيرادات يوماً بيوم',
    net: 'الصافي للعميل',
    fees: 'مصاريف الشحن',
    return_fees: 'مصاريف المرتجع',
  },
};
