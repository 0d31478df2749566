/** The texts of the delivery times (./delivery-times.ts), in both languages; ./messages.ts gathers them. */
import type { Catalogue } from '../catalogue';
import { measureMessagesAr, measureMessagesEn } from './messages-measures';

const timingOf = (names: typeof measureMessagesEn.names, day: string, twoDays: string) => ({
  delivery_hours: names.delivery_hours,
  delivery_hours_p90: names.delivery_hours_p90,
  within_day: day,
  within_two_days: twoDays,
});

const pickupsEn = { scan: 'Scanned into the hub', hand_over: 'Handed to a courier', unknown: 'Not known' };
const pickupsAr: typeof pickupsEn = { scan: 'مُسح في المخزن', hand_over: 'سُلّم لمندوب', unknown: 'غير معروف' };

export const deliveryMessagesEn = {
  deliverytimes: {
    about:
      "How fast each merchant's parcels went from pickup to delivery, over the deliveries posted in the days read: the average and the 90th percentile of the hours, and the share delivered within 24 and within 48 hours of pickup (of the deliveries whose pickup is known). Only the merchants whose orders you may see. A merchant opens its deliveries.",
    params: { customer: 'Merchant' },
    columns: {
      customer_name: 'Merchant',
      deliveries: 'Deliveries',
      timed: 'With a known pickup',
      ...timingOf(measureMessagesEn.names, 'Within a day', 'Within two days'),
    },
  },
  deliverytimes_orders: {
    title: "A merchant's delivery times",
    about:
      "The merchant's deliveries posted in the days read, each with its pickup (and how it is known), its delivery and the hours between. Each opens its order.",
    params: { customer: 'Merchant' },
    pickups: pickupsEn,
    columns: { serial: 'Order', pickup: 'Pickup known by', picked_up_on: 'Picked up', delivered_on: 'Delivered', hours: 'Hours' },
  },
};

export const deliveryMessagesAr: Catalogue<typeof deliveryMessagesEn> = {
  deliverytimes: {
    about:
      'مدى سرعة وصول طرود كل تاجر من الاستلام حتى التسليم، على التسليمات المسجلة في الأيام المختارة: متوسط الساعات والمئين التسعون، ونسبة ما سُلّم خلال 24 وخلال 48 ساعة من الاستلام (من التسليمات المعروف استلامها). فقط التجار الذين يحق لك رؤية طلباتهم. التاجر يفتح تسليماته.',
    params: { customer: 'التاجر' },
    columns: {
      customer_name: 'التاجر',
      deliveries: 'التسليمات',
      timed: 'معروفة الاستلام',
      ...timingOf(measureMessagesAr.names, 'خلال يوم', 'خلال يومين'),
    },
  },
  deliverytimes_orders: {
    title: 'أزمنة توصيل التاجر',
    about: 'تسليمات التاجر المسجلة في الأيام المختارة، كل منها باستلامه (وكيف عُرف) وتسليمه والساعات بينهما. كل طلب يفتح صفحته.',
    params: { customer: 'التاجر' },
    pickups: pickupsAr,
    columns: { serial: 'الطلب', pickup: 'عُرف الاستلام بـ', picked_up_on: 'الاستلام', delivered_on: 'التسليم', hours: 'الساعات' },
  },
};
