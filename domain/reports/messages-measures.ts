/**
 * The measures' names and formulas (./measures.ts) in both languages, under `reports.measures`: the formula a screen
 * shows on request is one of `formula.*`, filled from the table (the statuses counted, a rate's parts, the day), so the
 * text cannot drift from what the server computes.
 */
import type { Catalogue } from '../catalogue';

export const measureMessagesEn = {
  title: 'The measures on this screen',
  formula: {
    count: '%{name}: orders whose status is now %{statuses}, counted by %{day}. Cancelled orders count nowhere.',
    every: '%{name}: every order whatever its status now, counted by %{day}. Cancelled orders count nowhere.',
    rate: '%{name}: %{top} ÷ (%{bottom}) × 100, by %{day}; blank when the divisor is zero.',
    ledger: '%{name}: %{what}, summed by %{day}, so it adds up to the ledger and a past day never changes.',
  },
  days: { order_date: 'the day the order was entered', posting_day: 'the Cairo day the ledger posted it' },
  or: ' or ',
  plus: ' + ',
  names: {
    orders: 'Orders',
    delivered: 'Delivered',
    returned: 'Returned or refused',
    success_rate: 'Delivery success rate',
    return_rate: 'Return rate',
    refused_with_fee: 'Returns charged a fee',
    cod_collected: 'Cash collected',
    fees: 'Delivery fees',
    return_fees: 'Return fees',
    net: "Merchants' net",
  },
  ledger: {
    refused_with_fee: 'returns the merchant was charged a return fee for, less those taken back',
    cod_collected: 'the cash recipients paid at the door for delivered orders, less deliveries taken back',
    fees: "the company's delivery fees on those deliveries",
    return_fees: "the company's return fees on those returns",
    net: 'what the merchants earned: cash collected less delivery and return fees',
  },
};

export const measureMessagesAr: Catalogue<typeof measureMessagesEn> = {
  title: 'المقاييس في هذه الشاشة',
  formula: {
    count: '%{name}: الطلبات التي حالتها الآن %{statuses}، محسوبة حسب %{day}. الطلبات الملغاة لا تُحسب.',
    every: '%{name}: كل الطلبات أيًا كانت حالتها الآن، محسوبة حسب %{day}. الطلبات الملغاة لا تُحسب.',
    rate: '%{name}: %{top} ÷ (%{bottom}) × 100، حسب %{day}؛ فارغة إذا كان المقسوم عليه صفرًا.',
    ledger: '%{name}: %{what}، مجموعة حسب %{day}، فتطابق دفتر الأستاذ ولا يتغير يوم مضى.',
  },
  days: { order_date: 'يوم إدخال الطلب', posting_day: 'يوم تسجيل القيد في الدفتر بتوقيت القاهرة' },
  or: ' أو ',
  plus: ' + ',
  names: {
    orders: 'الطلبات',
    delivered: 'المسلمة',
    returned: 'المرتجعة أو المرفوضة',
    success_rate: 'نسبة التسليم',
    return_rate: 'نسبة المرتجع',
    refused_with_fee: 'مرتجعات بمصاريف',
    cod_collected: 'النقدية المحصلة',
    fees: 'مصاريف الشحن',
    return_fees: 'مصاريف المرتجع',
    net: 'صافي العملاء',
  },
  ledger: {
    refused_with_fee: 'المرتجعات التي حُسبت على العميل مصاريف مرتجعها، ناقص ما أُلغي منها',
    cod_collected: 'النقدية التي دفعها المستلمون عند الباب عن الطلبات المسلمة، ناقص التسليمات الملغاة',
    fees: 'مصاريف الشحن التي تكسبها الشركة على تلك التسليمات',
    return_fees: 'مصاريف المرتجع التي تكسبها الشركة على تلك المرتجعات',
    net: 'ما كسبه العملاء: النقدية المحصلة ناقص مصاريف الشحن والمرتجع',
  },
};
