import type { resourcesEn } from '../en/resources';
import { arabicPlural } from '../plural';
import type { Catalogue } from '../types';
import { customersAr } from './resources-customers';
import { shippersAr } from './resources-shippers';
import { pricesAr } from './resources-prices';
import { permissionsAr } from './resources-permissions';
import { ordersPrintAr } from './orders-print';
import { ordersAr } from './resources-orders';
import { stockAr } from './resources-stock';
import { arabicNoun } from '../plural';

const lookupFields = {
  id: 'الرقم',
  name: 'الاسم',
  name_ar: 'الاسم بالعربية',
  is_active: 'مفعّل',
};

export const resourcesAr: Catalogue<typeof resourcesEn> = {
  ...customersAr,
  ...shippersAr,
  ...pricesAr,
  ...permissionsAr,
  orders_print: ordersPrintAr,
  ...ordersAr,
  ...stockAr,
  shared: {
    empty: 'قائمة %{name} فارغة',
    empty_hint: 'ستظهر هنا السجلات التي تضيفها.',
    in_use_details: 'توجد سجلات أخرى مرتبطة به',
    will_change: 'ما سيتغير',
    others: arabicPlural({
      one: 'سجل آخر في صفحة أخرى',
      two: 'سجلان آخران في صفحات أخرى',
      few: '%{smart_count} سجلات أخرى في صفحات أخرى',
      many: '%{smart_count} سجلًا آخر في صفحات أخرى',
      other: '%{smart_count} سجل آخر في صفحات أخرى',
    }),
  },
  City: {
    name: arabicNoun('مدينة', 'المدن'),
    fields: lookupFields,
  },
  Zone: {
    name: arabicNoun('منطقة', 'المناطق'),
    fields: { ...lookupFields, city_id: 'المدينة' },
  },
  area: {
    name: arabicNoun('حي', 'الأحياء'),
    fields: { ...lookupFields, zone_id: 'المنطقة' },
  },
  customercategory: {
    name: arabicNoun('فئة عملاء', 'فئات العملاء'),
    fields: lookupFields,
  },
  holdreason: {
    name: arabicNoun('سبب تأجيل', 'أسباب التأجيل'),
    fields: lookupFields,
  },
  HangonReason: {
    name: arabicNoun('سبب تعليق', 'أسباب التعليق'),
    fields: lookupFields,
  },
  ExpenseCategory: {
    name: arabicNoun('بند مصروفات', 'بنود المصروفات'),
    fields: lookupFields,
  },
  EvaluationCriteria: {
    name: arabicNoun('معيار تقييم', 'معايير التقييم'),
    fields: lookupFields,
  },
  UserEvaluation: {
    name: arabicNoun('تقييم', 'التقييمات'),
    fields: {
      kind: 'من',
      subject: 'المندوب أو الموظف',
      month: 'الشهر',
      scores: 'التقييمات (1 ضعيف إلى 5 ممتاز)',
      average: 'متوسط التقييم',
      rated_by: 'قيّمه',
      note: 'ملاحظة',
    },
    kinds: { shipper: 'مندوب', staff: 'موظف' },
    stars: arabicPlural({ one: 'نجمة واحدة', two: 'نجمتان', few: '%{smart_count} نجوم', many: '%{smart_count} نجمة', other: '%{smart_count} نجمة' }),
    average_of: '%{average} من %{max}',
    empty: 'لا توجد تقييمات بعد: قيّم مندوبًا أو موظفًا عن شهر.',
    work: 'عمل الشهر كما تحسبه الأرقام',
    no_work: 'لا عمل محسوب لهذا الشهر.',
  },
  // The create buttons of these lists, named as their empty lists name them.
  'customer-closing': { action: { create: 'تقفيلة جديدة' } },
  payouts: { action: { create: 'دفعة جديدة' } },
  expenses: {
    name: arabicNoun('مصروف', 'المصروفات'),
    fields: {
      category_id: 'البند',
      amount: 'المبلغ',
      expense_date: 'التاريخ',
      note: 'ملاحظة',
      receipt_url: 'الإيصال',
      status: 'الحالة',
      created_by_name: 'سجله',
    },
  },
  SiteSettings: {
    name: 'إعدادات الموقع',
    fields: {
      company: 'اسم الشركة',
      logo: 'الشعار',
      homeSlogin: 'شعار الصفحة الرئيسية',
      address: 'العنوان',
      email: 'البريد الإلكتروني',
      phone: 'الهاتف',
      facebook_link: 'صفحة فيسبوك',
      twitter_link: 'صفحة إكس (تويتر)',
      instgram_link: 'صفحة إنستغرام',
      linkedin_link: 'صفحة لينكدإن',
    },
    sections: {
      identity: 'الشركة',
      contact: 'بيانات التواصل',
      social: 'وسائل التواصل الاجتماعي',
    },
    logo_hint: 'PNG أو JPEG أو WebP، بحد أقصى 1 ميغابايت',
  },
  useraccount: {
    name: arabicNoun('حساب موظف', 'حسابات الموظفين'),
    fields: {
      id: 'الرقم',
      username: 'اسم المستخدم',
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      first_name: 'الاسم الأول',
      last_name: 'اسم العائلة',
      password: 'كلمة المرور',
      is_active: 'مفعّل',
      is_staff: 'موظف',
      is_superuser: 'مدير عام',
      created_at: 'تاريخ الإنشاء',
      permitted_url: 'الشاشات المسموح لهذا الحساب بفتحها',
    },
    reset_password: {
      button: 'إعادة تعيين كلمة المرور',
      title: 'كلمة مرور جديدة لـ %{username}',
      submit: 'تعيين كلمة المرور',
    },
    read_only: 'لا يغيّر هذا الحساب أو كلمة مروره إلا المدير العام: فهو مدير عام، أو يفتح شاشات لا تستطيع أنت فتحها.',
  },
};
