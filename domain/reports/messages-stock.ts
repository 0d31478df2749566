/**
 * The texts of the stock reports (./stock.ts), in both languages, with the words of the ledger's places, move kinds
 * and units; ./messages.ts gathers them with the others.
 */
import type { Catalogue } from '../catalogue';
import type { MaterialUnit } from '../stock/materials';
import type { LocationKind, MoveKind } from '../stock/moves';
import { FLAG_SHARE, FLAG_UNITS } from '../stock/usage';

const placesEn: Record<LocationKind, string> = {
  warehouse: 'Warehouse',
  courier: 'Courier',
  merchant: 'Merchant',
  supplier: 'Supplier',
  consumed: 'Used on orders',
  adjustment: 'Count difference',
};

const unitsEn: Record<MaterialUnit, string> = { piece: 'Piece', pack: 'Pack', roll: 'Roll', box: 'Box', meter: 'Meter' };

const kindsEn: Record<MoveKind, string> = {
  receipt: 'Receipt',
  transfer: 'Transfer',
  issue: 'Issued to courier',
  delivery: 'Delivered to merchant',
  return: 'Return',
  consumption: 'Used on orders',
  count_difference: 'Count difference',
  reversal: 'Reversal',
};

/** The parameters choosing the places, the same on both reports. */
const placeParamsEn = { warehouse: 'Warehouse', shipper: 'Courier', material: 'Material', place: 'Place' };
const placeChoicesEn = { place: { all: 'Warehouses and couriers', warehouse: 'Warehouses', courier: 'Couriers' } };
const placeColumnsEn = { place: 'Place', place_name: 'Where', material_name: 'Material', unit: 'Unit' };

/** The words of the material usage reports (./material-usage.ts); the rule they count by is domain/stock/usage.ts. */
const usageRuleEn =
  'Issued is what the merchant was handed, returned what came back from it (a reversal counts against the move it undoes). ' +
  'Each order it shipped (it left Pending, neither cancelled nor refused at intake), counted on its order day, used one unit of ' +
  'the material of the smallest weight band its weight fits (the largest band for heavier orders); materials without a band ' +
  '(tape, rolls) are not used per order. Merchants you may not see are left out.';
const monthColumnsEn = {
  month: 'Month',
  issued: 'Issued',
  returned: 'Returned',
  used: 'Used by orders',
  difference: 'Kept',
  share: 'Kept of issued',
};
const monthsAboutEn =
  `Per Cairo month, in units of the materials orders use (those with a weight band): kept is issued − returned − used. ${usageRuleEn} ` +
  `A month is marked when the merchant kept more than ${FLAG_UNITS} units and more than ${FLAG_SHARE} % of what it was issued: it takes ` +
  'packaging and ships with someone else. Issued and returned open the requests behind them, used the orders.';

export const stockReportsEn = {
  StockBalance: {
    about:
      'What each warehouse and courier holds of each material now, from the quantities the ledger keeps with every move. ' +
      "Every unit is valued at its material's average cost: what its receipts cost, less those reversed, over how many " +
      'units they brought (its own unit cost before any receipt). A material is marked low on every row when its warehouses ' +
      'together hold less than its reorder point (what couriers carry is on its way out). Couriers you may not see are left out.',
    params: { ...placeParamsEn, low: 'Low only' },
    choices: placeChoicesEn,
    columns: { ...placeColumnsEn, quantity: 'Quantity', average_cost: 'Average cost (LE)', value: 'Value (LE)' },
    places: placesEn,
    units: unitsEn,
  },
  StockReport: {
    about:
      "Each warehouse's and courier's stock of each material over the range's Cairo days: opening is what it held before " +
      'the first day, in and out what its moves brought and took over the range (a reversal counts the other way), closing ' +
      'what it held after the last day (opening + in − out), valued at the average cost. Merchants (what they were given less ' +
      'what came back) when chosen. Rows without stock or moves are left out; so are couriers and merchants you may not see. ' +
      'In and out open the moves behind them.',
    params: { ...placeParamsEn, customer: 'Merchant' },
    choices: { place: { ...placeChoicesEn.place, merchant: 'Merchants' } },
    columns: { ...placeColumnsEn, opening: 'Opening', moved_in: 'In', moved_out: 'Out', closing: 'Closing', closing_value: 'Closing value (LE)' },
  },
  stockmoves: {
    title: 'Moves behind a stock row',
    about:
      "Every move of the material to or from the place over the range's Cairo days, newest first: what came in is positive, " +
      'what went out negative, so the total is in less out. Couriers and merchants you may not see are left blank.',
    params: { warehouse: 'Warehouse', shipper: 'Courier', customer: 'Merchant', material: 'Material' },
    columns: {
      moved_at: 'When',
      kind: 'Move',
      from_name: 'From',
      to_name: 'To',
      quantity: 'Quantity',
      document: 'Document',
      document_id: 'Document no.',
      note: 'Note',
      user_name: 'By',
    },
    kinds: kindsEn,
  },
  CustomerMaterialBalanceReport: {
    about: `Per merchant and material over the range's Cairo days: issued, returned, used by its orders, and kept (issued − returned − used). ${usageRuleEn} Issued and returned open the moves behind them, used the orders, the merchant its months.`,
    params: { customer: 'Merchant', material: 'Material' },
    columns: {
      customer_name: 'Merchant',
      material_name: 'Material',
      unit: 'Unit',
      issued: 'Issued',
      returned: 'Returned',
      used: 'Used by orders',
      difference: 'Kept',
    },
  },
  CustomerMaterialDifference: {
    about: monthsAboutEn,
    params: { customer: 'Merchant', flagged: 'Marked only' },
    columns: { customer_name: 'Merchant', ...monthColumnsEn },
  },
  customermaterialmonths: {
    title: "A merchant's packaging by month",
    about: monthsAboutEn,
    params: { customer: 'Merchant' },
    columns: monthColumnsEn,
  },
  customermaterialrequests: {
    title: 'Requests behind the packaging issued',
    about:
      'Each hand-over of packaging to the merchant and each return from it over the range, of the materials orders use, with the ' +
      'material request it belongs to: they add up to the issued and returned figures. A reversal counts against the move it undoes.',
    params: { customer: 'Merchant' },
    columns: { moved_at: 'When', request: 'Request', material_name: 'Material', issued: 'Issued', returned: 'Returned' },
  },
  customermaterialorders: {
    title: 'Orders behind the packaging used',
    about: `The orders the merchant shipped over the range, each with its weight and the one unit of packaging it used. ${usageRuleEn}`,
    params: { customer: 'Merchant', material: 'Material' },
    columns: { serial: 'Order', order_date: 'Order day', status: 'Status', weight: 'Weight (kg)', material_name: 'Material', used: 'Used' },
  },
};

const placeParamsAr = { warehouse: 'المخزن', shipper: 'المندوب', material: 'المادة', place: 'المكان' };
const placeChoicesAr = { place: { all: 'المخازن والمناديب', warehouse: 'المخازن', courier: 'المناديب' } };
const placeColumnsAr = { place: 'المكان', place_name: 'الموقع', material_name: 'المادة', unit: 'الوحدة' };

const usageRuleAr =
  'المصروف ما سُلّم للعميل، والمرتجع ما رجع منه (وعكس الحركة يُحسب على الحركة التي يعكسها). كل طلب شحنه (خرج من «قيد الانتظار» ولم ' +
  'يُلغَ ولم يُرفض عند الاستلام)، محسوبًا بيوم الطلب، استهلك وحدة واحدة من مادة أصغر فئة وزن تناسب وزنه (وأكبر فئة للطلبات الأثقل)؛ ' +
  'والمواد بلا فئة وزن (الشريط واللفات) لا تُستهلك لكل طلب. العملاء الذين لا تراهم غير مشمولين.';
const monthColumnsAr = {
  month: 'الشهر',
  issued: 'المصروف',
  returned: 'المرتجع',
  used: 'المستهلك على الطلبات',
  difference: 'المتبقي',
  share: 'المتبقي من المصروف',
};
const monthsAboutAr =
  `لكل شهر بتوقيت القاهرة، بوحدات المواد التي تستهلكها الطلبات (ذات فئة الوزن): المتبقي = المصروف − المرتجع − المستهلك. ${usageRuleAr} ` +
  `يُميَّز الشهر حين يبقى لدى العميل أكثر من ${FLAG_UNITS} وحدة وأكثر من ${FLAG_SHARE} % مما صُرف له: يأخذ مواد التغليف ويشحن مع غيرنا. ` +
  'المصروف والمرتجع يفتحان الطلبات وراءهما، والمستهلك يفتح الطلبات المشحونة.';

export const stockReportsAr: Catalogue<typeof stockReportsEn> = {
  StockBalance: {
    about:
      'ما لدى كل مخزن ومندوب من كل مادة الآن، من الكميات التي يحفظها الدفتر مع كل حركة. تُقيَّم كل وحدة بمتوسط تكلفة مادتها: ' +
      'تكلفة أذون استلامها ناقص الملغى منها مقسومة على عدد الوحدات التي أدخلتها (وتكلفة الوحدة المسجلة قبل أي استلام). ' +
      'تُميَّز المادة في كل صفوفها حين يقل ما في مخازنها مجتمعة عن حد إعادة الطلب (ما مع المناديب في طريقه للخروج). ' +
      'المناديب الذين لا تراهم غير مشمولين.',
    params: { ...placeParamsAr, low: 'الناقص فقط' },
    choices: placeChoicesAr,
    columns: { ...placeColumnsAr, quantity: 'الكمية', average_cost: 'متوسط التكلفة (ج.م)', value: 'القيمة (ج.م)' },
    places: {
      warehouse: 'مخزن',
      courier: 'مندوب',
      merchant: 'عميل',
      supplier: 'مورد',
      consumed: 'مستهلك على الطلبات',
      adjustment: 'فرق جرد',
    },
    units: { piece: 'قطعة', pack: 'عبوة', roll: 'لفة', box: 'كرتونة', meter: 'متر' },
  },
  StockReport: {
    about:
      'مخزون كل مخزن ومندوب من كل مادة في أيام الفترة بتوقيت القاهرة: الافتتاحي ما كان لديه قبل أول يوم، والوارد والمنصرف ما ' +
      'أدخلته حركاته وأخرجته خلال الفترة (والعكس يُحسب في الاتجاه المقابل)، والختامي ما لديه بعد آخر يوم (الافتتاحي + الوارد − ' +
      'المنصرف) مقيَّمًا بمتوسط التكلفة. والعملاء (ما أُعطوه ناقص ما رجع) عند اختيارهم. الصفوف بلا رصيد ولا حركة غير مشمولة، ' +
      'وكذلك المناديب والعملاء الذين لا تراهم. الوارد والمنصرف يفتحان الحركات وراءهما.',
    params: { ...placeParamsAr, customer: 'العميل' },
    choices: { place: { ...placeChoicesAr.place, merchant: 'العملاء' } },
    columns: { ...placeColumnsAr, opening: 'الافتتاحي', moved_in: 'الوارد', moved_out: 'المنصرف', closing: 'الختامي', closing_value: 'قيمة الختامي (ج.م)' },
  },
  stockmoves: {
    title: 'الحركات وراء صف مخزون',
    about:
      'كل حركة للمادة إلى المكان أو منه في أيام الفترة بتوقيت القاهرة، الأحدث أولًا: الوارد موجب والمنصرف سالب، فالإجمالي هو ' +
      'الوارد ناقص المنصرف. المناديب والعملاء الذين لا تراهم يُتركون فارغين.',
    params: { warehouse: 'المخزن', shipper: 'المندوب', customer: 'العميل', material: 'المادة' },
    columns: {
      moved_at: 'الوقت',
      kind: 'الحركة',
      from_name: 'من',
      to_name: 'إلى',
      quantity: 'الكمية',
      document: 'المستند',
      document_id: 'رقم المستند',
      note: 'ملاحظة',
      user_name: 'بواسطة',
    },
    kinds: {
      receipt: 'إذن استلام',
      transfer: 'تحويل',
      issue: 'صرف لمندوب',
      delivery: 'تسليم لعميل',
      return: 'مرتجع',
      consumption: 'مستهلك على الطلبات',
      count_difference: 'فرق جرد',
      reversal: 'عكس حركة',
    },
  },
  CustomerMaterialBalanceReport: {
    about: `لكل عميل ومادة في أيام الفترة بتوقيت القاهرة: المصروف والمرتجع والمستهلك على طلباته والمتبقي (المصروف − المرتجع − المستهلك). ${usageRuleAr} المصروف والمرتجع يفتحان الحركات وراءهما، والمستهلك الطلبات، والعميل شهوره.`,
    params: { customer: 'العميل', material: 'المادة' },
    columns: {
      customer_name: 'العميل',
      material_name: 'المادة',
      unit: 'الوحدة',
      issued: 'المصروف',
      returned: 'المرتجع',
      used: 'المستهلك على الطلبات',
      difference: 'المتبقي',
    },
  },
  CustomerMaterialDifference: {
    about: monthsAboutAr,
    params: { customer: 'العميل', flagged: 'المميَّز فقط' },
    columns: { customer_name: 'العميل', ...monthColumnsAr },
  },
  customermaterialmonths: {
    title: 'مواد تغليف العميل بالشهر',
    about: monthsAboutAr,
    params: { customer: 'العميل' },
    columns: monthColumnsAr,
  },
  customermaterialrequests: {
    title: 'الطلبات وراء مواد التغليف المصروفة',
    about:
      'كل تسليم لمواد التغليف إلى العميل وكل مرتجع منه في الفترة، من المواد التي تستهلكها الطلبات، مع طلب المواد الذي يتبعه: مجموعها ' +
      'هو المصروف والمرتجع. وعكس الحركة يُحسب على الحركة التي يعكسها.',
    params: { customer: 'العميل' },
    columns: { moved_at: 'الوقت', request: 'الطلب', material_name: 'المادة', issued: 'المصروف', returned: 'المرتجع' },
  },
  customermaterialorders: {
    title: 'الطلبات وراء مواد التغليف المستهلكة',
    about: `الطلبات التي شحنها العميل في الفترة، كلٌّ بوزنه والوحدة الواحدة من مواد التغليف التي استهلكها. ${usageRuleAr}`,
    params: { customer: 'العميل', material: 'المادة' },
    columns: { serial: 'الطلب', order_date: 'يوم الطلب', status: 'الحالة', weight: 'الوزن (كجم)', material_name: 'المادة', used: 'المستهلك' },
  },
};
