import type { shippersEn } from '../en/resources-shippers';
import type { Catalogue } from '../types';
import { arabicNoun } from '../plural';

export const shippersAr: Catalogue<typeof shippersEn> = {
  Shipper: {
    name: arabicNoun('مندوب', 'المناديب'),
    fields: {
      id: 'الرقم',
      name: 'الاسم',
      phone: 'رقم الموبايل',
      national_id: 'الرقم القومي',
      vehicle_type: 'المركبة',
      vehicle_plate: 'رقم اللوحة',
      city_id: 'المدينة',
      zone_ids: 'المناطق التي يخدمها',
      zone_id: 'يخدم المنطقة',
      group_id: 'المجموعة',
      delivery_fee: 'أجر التوصيل',
      return_fee: 'أجر المرتجع',
      is_active: 'مفعّل',
      is_hub: 'المخزن',
      notes: 'ملاحظات',
      created_at: 'تاريخ الإضافة',
    },
    vehicle_types: {
      motorcycle: 'موتوسيكل',
      car: 'سيارة',
      van: 'فان',
      bicycle: 'دراجة',
      on_foot: 'سيرًا على الأقدام',
    },
    sections: {
      identity: 'المندوب',
      coverage: 'مناطق التغطية',
      fees: 'الأجور',
    },
    hub: 'المخزن',
    hidden: 'مخفي',
    phone_hidden_hint: 'لا يمكنك رؤية رقم موبايل هذا المندوب ولا رقمه القومي؛ سيبقيان كما هما.',
    hub_hint: 'المخزن يحتفظ بالطلبات التي تنتظر مندوبًا؛ يبقى مفعّلًا دائمًا ولا يمكن حذفه.',
    zones_hint: 'مناطق المدينة المختارة',
    national_id_hint: '14 رقمًا',
  },
  'shipper-groups': {
    name: arabicNoun('مجموعة مناديب', 'مجموعات المناديب'),
    fields: {
      id: 'الرقم',
      name: 'الاسم',
      name_ar: 'الاسم بالعربية',
      notes: 'ملاحظات',
      created_at: 'تاريخ الإضافة',
    },
  },
};
