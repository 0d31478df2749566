import type { appEn } from '../en/app';
import type { Catalogue } from '../types';

export const appAr: Catalogue<typeof appEn> = {
  title_default: 'نظام الشحن الديناميكي',
  language: 'اللغة',
  switch_language: 'English',
  loading: 'جارٍ التحميل…',
  menu: {
    open_settings: 'إعدادات العرض',
    groups: {
      analytics: 'التحليلات',
      customers: 'العملاء',
      shippers: 'المناديب',
      orders: 'الطلبات',
      settings: 'الإعدادات',
      permissions: 'الصلاحيات',
      customer: 'نشاطي التجاري',
    },
    profile: 'الملف الشخصي',
  },
  settings: {
    title: 'إعدادات العرض',
    theme: 'المظهر',
    light: 'فاتح',
    dark: 'داكن',
    nature: 'طبيعي',
    rtl: 'من اليمين إلى اليسار',
    rtl_hint: 'العربية دائمًا من اليمين إلى اليسار',
    responsive_fonts: 'خطوط متجاوبة',
    compact: 'الوضع المضغوط',
    rounded: 'زوايا مستديرة',
    close: 'إغلاق',
  },
  bells: {
    notifications: 'الإشعارات',
    order_alerts: 'تنبيهات الطلبات',
    repeated_orders: 'الطلبات المكررة',
    mark_all_read: 'تعليم الكل كمقروء',
    show: 'عرض',
    empty: 'لا جديد',
    load_more: 'عرض المزيد',
    unread: 'غير مقروء: %{count}',
  },
  account: {
    change_password: 'تغيير كلمة المرور',
    logout: 'تسجيل الخروج',
    current_password: 'كلمة المرور الحالية',
    new_password: 'كلمة المرور الجديدة',
    confirm_password: 'تأكيد كلمة المرور الجديدة',
    save: 'تغيير كلمة المرور',
    cancel: 'إلغاء',
  },
  dashboard: {
    welcome: 'مرحبًا، %{name}',
    intro: 'اختر شاشة من القائمة. هذه هي الشاشات المتاحة لك:',
    none: 'لم تُمنح أي شاشات بعد. اطلب الصلاحية من المدير العام.',
  },
  analytics_empty: 'تظهر هنا أرقام التوصيل والإيرادات بمجرد تسجيل الطلبات.',
  customer_dashboard: {
    title: 'التحليلات',
    intro: 'ستظهر هنا طلباتك وإيراداتك وطلباتك الخاصة.',
  },
};
