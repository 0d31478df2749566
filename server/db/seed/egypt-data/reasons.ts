import type { NamedPair } from './types';

export const CUSTOMER_CATEGORIES: readonly NamedPair[] = [
  { name: 'Fashion & Clothing', name_ar: 'الأزياء والملابس' },
  { name: 'Shoes & Bags', name_ar: 'الأحذية والحقائب' },
  { name: 'Electronics', name_ar: 'الإلكترونيات' },
  { name: 'Mobile Phones & Accessories', name_ar: 'الهواتف المحمولة وملحقاتها' },
  { name: 'Cosmetics & Personal Care', name_ar: 'مستحضرات التجميل والعناية الشخصية' },
  { name: 'Books & Stationery', name_ar: 'الكتب والأدوات المكتبية' },
  { name: 'Home & Kitchen', name_ar: 'المنزل والمطبخ' },
  { name: 'Food & Groceries', name_ar: 'الأغذية والبقالة' },
  { name: 'Pharmacy & Health', name_ar: 'الصيدلية والصحة' },
  { name: 'Gifts & Accessories', name_ar: 'الهدايا والإكسسوارات' },
  { name: 'Toys & Baby Supplies', name_ar: 'الألعاب ومستلزمات الأطفال' },
  { name: 'Sports & Fitness', name_ar: 'الرياضة واللياقة البدنية' },
];

export const HOLD_REASONS: readonly NamedPair[] = [
  { name: 'Customer not answering the phone', name_ar: 'العميل لا يرد على الهاتف' },
  { name: "Customer's phone is switched off", name_ar: 'هاتف العميل مغلق' },
  { name: 'Wrong phone number', name_ar: 'رقم الهاتف غير صحيح' },
  { name: 'Customer asked to postpone delivery', name_ar: 'العميل طلب تأجيل موعد التسليم' },
  { name: 'Wrong address', name_ar: 'العنوان غير صحيح' },
  { name: 'Customer is travelling', name_ar: 'العميل مسافر' },
  { name: 'Customer not at the address', name_ar: 'العميل غير موجود بالعنوان' },
  { name: 'Customer refused to pay shipping fees', name_ar: 'العميل رفض دفع مصاريف الشحن' },
  { name: 'Shop is closed', name_ar: 'المحل مغلق' },
  { name: 'Customer does not have the order amount', name_ar: 'العميل لا يملك قيمة الطلب حاليًا' },
];

export const HANGON_REASONS: readonly NamedPair[] = [
  { name: 'Awaiting merchant confirmation', name_ar: 'في انتظار تأكيد التاجر' },
  { name: 'Damaged package', name_ar: 'الشحنة تالفة' },
  { name: 'Incomplete address', name_ar: 'العنوان غير مكتمل' },
  { name: 'Awaiting exchange item', name_ar: 'في انتظار شحنة الاستبدال' },
  { name: 'Held for inspection', name_ar: 'الشحنة محتجزة للفحص' },
  { name: 'Contents do not match the order', name_ar: 'محتويات الشحنة غير مطابقة للطلب' },
  { name: 'Awaiting new delivery date from customer', name_ar: 'في انتظار تحديد موعد تسليم جديد من العميل' },
  { name: 'Outside the coverage area', name_ar: 'خارج نطاق التغطية' },
];

/** What supervisors rate couriers and staff on each month (UserEvaluation). */
export const EVALUATION_CRITERIA: readonly NamedPair[] = [
  { name: 'Punctuality', name_ar: 'الالتزام بالمواعيد' },
  { name: 'Courtesy with recipients and merchants', name_ar: 'حسن التعامل مع المستلمين والتجار' },
  { name: 'Care of parcels', name_ar: 'المحافظة على الشحنات' },
  { name: 'Accuracy of records', name_ar: 'دقة التسجيل' },
  { name: 'Teamwork', name_ar: 'العمل بروح الفريق' },
];
