/**
 * The texts of the stock reports (./stock.ts), in both languages, with the words of the ledger's places, move kinds
 * and units; ./messages.ts gathers them with the others.
 */
import type { Catalogue } from '../catalogue';
import type { MaterialUnit } from '../stock/materials';
import type { LocationKind, MoveKind } from '../stock/moves';

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
};

const placeParamsAr = { warehouse: 'المخزن', shipper: 'المندوب', material: 'المادة', place: 'المكان' };
const placeChoicesAr = { place: { all: 'المخازن والمناديب', warehouse: 'المخازن', courier: 'المناديب' } };
const placeColumnsAr = { place: 'المكان', place_name: 'الموقع', material_name: 'المادة', unit: 'الوحدة' };

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
};
