import type { pricesEn } from '../en/resources-prices';
import type { Catalogue } from '../types';
import { arabicNoun } from '../plural';

const priceFields = {
  id: 'الرقم',
  city_id: 'المدينة',
  zone_id: 'المنطقة',
  delivery_price: 'سعر التوصيل',
  return_price: 'سعر المرتجع',
};

export const pricesAr: Catalogue<typeof pricesEn> = {
  'category-prices': {
    name: arabicNoun('سعر فئة', 'أسعار الفئات'),
    fields: { ...priceFields, category_id: 'الفئة' },
  },
  'customer-prices': {
    name: arabicNoun('سعر عميل', 'أسعار العميل'),
    fields: { ...priceFields, customer_id: 'العميل' },
  },
  'return-price-templates': {
    name: arabicNoun('قالب أسعار مرتجعات', 'قوالب أسعار المرتجعات'),
    fields: { id: 'الرقم', name: 'الاسم', name_ar: 'الاسم بالعربية', created_at: 'تاريخ الإضافة' },
  },
  'return-price-items': {
    name: arabicNoun('سعر مرتجع', 'أسعار المرتجعات'),
    fields: { id: 'الرقم', template_id: 'القالب', city_id: 'المدينة', price: 'سعر المرتجع' },
  },
  ReturnPriceList: {
    name: arabicNoun('قائمة أسعار مرتجعات', 'قوائم أسعار المرتجعات'),
  },
  Pricing: {
    name: arabicNoun('عرض سعر', 'عروض الأسعار'),
    fields: {
      id: 'الرقم',
      plan_name: 'اسم الباقة',
      plan_price: 'السعر',
      plan_delivery: 'مدة التوصيل',
      sort_order: 'الترتيب في الصفحة',
      is_active: 'منشور',
      created_at: 'تاريخ الإضافة',
      details_child: 'المزايا',
      detail_description: 'ميزة',
      features_count: 'المزايا',
    },
    plan_delivery_hint: 'مثلًا: التوصيل خلال 24 إلى 48 ساعة',
    sort_order_hint: 'الأرقام الأصغر تظهر أولًا في صفحة عروض الأسعار',
  },
  prices: {
    currency: 'ج.م',
    money_hint: 'بالجنيه، بحد أقصى رقمين عشريين',
    whole_city: 'المدينة كلها',
    zone_hint: 'اتركها فارغة لتسعير المدينة كلها؛ سعر المنطقة يتقدم على سعر المدينة.',
    add: 'إضافة سعر',
    add_title: 'سعر جديد',
    edit_title: 'تعديل السعر',
    edit: 'تعديل',
    cancel: 'إلغاء',
    actions: 'إجراءات',
    empty: 'لا توجد أسعار بعد. أضف أول مدينة.',
    choose_category: 'فئة العملاء',
    choose_category_hint: 'اختر فئة لعرض أسعارها لكل مدينة وتعديلها.',
    no_categories: 'لا توجد فئات عملاء بعد. أضف فئة من الإعدادات أولًا.',
    customer_title: 'أسعار هذا العميل',
    customer_hint: 'هذه الأسعار تتقدم على أسعار فئة العميل.',
    check_title: 'فحص السعر',
    check_hint: 'تكلفة طلب إلى هذه المدينة (والمنطقة) على هذا العميل.',
    check: 'احسب السعر',
    fee: 'رسوم التوصيل',
    return_fee: 'رسوم المرتجع',
    source: 'المصدر',
    return_source: 'مصدر رسوم المرتجع',
    sources: {
      customer_zone: 'سعر العميل للمنطقة',
      customer_city: 'سعر العميل للمدينة',
      category_zone: 'سعر الفئة للمنطقة',
      category_city: 'سعر الفئة للمدينة',
      return_template: 'قالب أسعار المرتجعات',
    },
    templates_empty: 'لا توجد قوالب أسعار مرتجعات بعد.',
    add_template: 'إضافة قالب',
    template_title: 'قالب أسعار المرتجعات',
    open_prices: 'أسعار المدن',
    template_prices: 'أسعار المرتجعات: %{name}',
    back_to_templates: 'كل القوالب',
    items_empty: 'لا توجد مدينة لها سعر مرتجع في هذا القالب بعد.',
  },
};
