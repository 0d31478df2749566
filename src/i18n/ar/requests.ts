import type { requestDeskEn } from '../en/requests';
import type { Catalogue } from '../types';

/** مكاتب الطلبات للموظفين. */
export const requestDeskAr: Catalogue<typeof requestDeskEn> = {
  number: 'رقم',
  customer: 'العميل',
  what: 'الطلب',
  shipper: 'المندوب',
  shippers: 'المناديب',
  status: 'الحالة',
  source: 'بطلب من',
  asked_at: 'وقت الطلب',
  note: 'ملاحظة',
  search: 'رقم الطلب أو العميل',
  finished: 'المنتهية',
  pickup_days_from: 'الاستلام من',
  pickup_days_to: 'الاستلام إلى',
  asked_days_from: 'الطلب من',
  asked_days_to: 'الطلب إلى',
  sources: { merchant: 'التاجر', staff: 'المكتب', auto: 'استلام يومي' },
  empty: 'لا توجد طلبات في %{name}',
  empty_hint: 'تظهر لك طلبات العملاء الذين تسمح لك صلاحياتك بالتعامل معهم.',
  ask_pickup: 'طلب استلام',
  titles: { pickup: 'طلب الاستلام %{id}', material: 'طلب المواد %{id}', return: 'طلب الإرجاع %{id}' },
  parcels: 'الشحنات',
  assign: {
    label: 'المندوب',
    title: 'مندوب لـ %{smart_count} طلب |||| مندوب لـ %{smart_count} طلبات',
    submit: 'تعيين',
    done: 'تم تعيين مندوب لـ %{smart_count} طلب |||| تم تعيين مندوب لـ %{smart_count} طلبات',
  },
  done: {
    label: 'تم',
    title: 'هل تم تنفيذ %{smart_count} طلب؟ |||| هل تم تنفيذ %{smart_count} طلبات؟',
    submit: 'تم التنفيذ',
    done: 'تم تنفيذ %{smart_count} طلب |||| تم تنفيذ %{smart_count} طلبات',
  },
  cancel: {
    label: 'إلغاء الطلب',
    title: 'إلغاء %{smart_count} طلب؟ |||| إلغاء %{smart_count} طلبات؟',
    submit: 'إلغاء الطلب',
    done: 'تم إلغاء %{smart_count} طلب |||| تم إلغاء %{smart_count} طلبات',
  },
};
