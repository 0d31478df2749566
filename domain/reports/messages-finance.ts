/**
 * The texts of the entries behind the company's figures (./finance-entries.ts), in both languages; the finance
 * screen names its figures from the same choices. ./messages.ts gathers them with the others.
 */
import type { Catalogue } from '../catalogue';
import type { FinanceFigure } from '../ledger/finance';
import type { AccountKind } from '../ledger/accounts';
import type { TransactionKind } from '../ledger/kinds';

const figuresEn: Record<FinanceFigure, string> = {
  cash_with_shippers: 'Cash with shippers',
  office_cash: 'Cash in the office',
  bank: 'Bank and wallets',
  shipper_debt: 'Shippers owe',
  owed_to_merchants: 'Owed to merchants',
  shipper_payable: 'Fees owed to shippers',
  earned: 'Fees earned',
  expenses: 'Expenses',
  capital: "Owners' money",
};

const kindsEn: Record<TransactionKind, string> = {
  delivered: 'Delivery',
  partial: 'Partial delivery',
  returned: 'Return fee',
  fee_adjustment: 'Fee changed',
  correction: 'Correction',
  closing: 'Shipper closing',
  write_off: 'Debt written off',
  reversal: 'Reversal',
  settlement: 'Customer closing',
  payout: 'Payout',
  expense: 'Expense',
  deposit: 'Deposit',
  capital: "Owners' money",
  material_charge: 'Packaging beyond quota',
  material_shortage: 'Missing packaging charged to a courier',
};

const accountsEn: Record<AccountKind, string> = {
  shipper_cash: 'Cash with the shipper',
  shipper_payable: 'Fees owed to the shipper',
  shipper_debt: "Shipper's debt",
  merchant: "Merchant's balance",
  merchant_due: 'Due to the merchant',
  delivery_revenue: 'Delivery fees',
  return_revenue: 'Return fees',
  material_revenue: 'Packaging sold',
  shipper_fee_expense: "Shippers' fees",
  write_off_expense: 'Debts written off',
  office_cash: 'Office box',
  bank: 'Bank and wallets',
  expense: 'Expense',
  capital: "Owners' money",
};

export const financeReportsEn = {
  financeentries: {
    title: 'Entries behind a figure',
    about:
      "Every ledger entry posted on the figure's accounts over the range's Cairo days, newest first, signed as the figure " +
      'counts it: what came into the office box, or what the company came to owe a merchant, is positive. The total is what ' +
      'the figure moved over the range. Whose: the owner of the account, or the shipper whose closing brought the cash; ' +
      'merchants and shippers you may not see are left blank.',
    params: { figure: 'Figure' },
    choices: { figure: figuresEn },
    columns: { posted_at: 'When', kind: 'What', account: 'Account', owner_name: 'Whose', serial: 'Order', amount: 'Amount (LE)', note: 'Note' },
    kinds: kindsEn,
    accounts: accountsEn,
  },
};

export const financeReportsAr: Catalogue<typeof financeReportsEn> = {
  financeentries: {
    title: 'القيود وراء بند',
    about:
      'كل قيد سُجّل على حسابات البند في أيام الفترة بتوقيت القاهرة، الأحدث أولًا، بإشارته كما يحسبها البند: ما دخل صندوق المكتب، ' +
      'أو ما صار على الشركة لعميل، موجب. الإجمالي هو ما تحرك به البند خلال الفترة. الطرف: صاحب الحساب، أو المندوب الذي أتت ' +
      'النقدية بتقفيلته؛ والعملاء والمناديب الذين لا تراهم يُتركون فارغين.',
    params: { figure: 'البند' },
    choices: {
      figure: {
        cash_with_shippers: 'نقدية مع المناديب',
        office_cash: 'نقدية في المكتب',
        bank: 'البنك والمحافظ',
        shipper_debt: 'مديونية المناديب',
        owed_to_merchants: 'مستحقات العملاء',
        shipper_payable: 'عمولات مستحقة للمناديب',
        earned: 'إيرادات الشحن',
        expenses: 'المصروفات',
        capital: 'أموال الملاك',
      },
    },
    columns: { posted_at: 'الوقت', kind: 'النوع', account: 'الحساب', owner_name: 'الطرف', serial: 'الطلب', amount: 'المبلغ (ج.م)', note: 'ملاحظة' },
    kinds: {
      delivered: 'تسليم',
      partial: 'تسليم جزئي',
      returned: 'مصاريف مرتجع',
      fee_adjustment: 'تعديل مصاريف',
      correction: 'تصحيح',
      closing: 'تقفيلة مندوب',
      write_off: 'إعدام مديونية',
      reversal: 'عكس قيد',
      settlement: 'تقفيلة عميل',
      payout: 'صرف',
      expense: 'مصروف',
      deposit: 'إيداع',
      capital: 'أموال الملاك',
      material_charge: 'مواد تغليف فوق الحصة',
      material_shortage: 'عجز مواد تغليف على مندوب',
    },
    accounts: {
      shipper_cash: 'نقدية مع المندوب',
      shipper_payable: 'عمولات مستحقة للمندوب',
      shipper_debt: 'مديونية المندوب',
      merchant: 'رصيد العميل',
      merchant_due: 'مستحق للعميل',
      delivery_revenue: 'مصاريف الشحن',
      return_revenue: 'مصاريف المرتجع',
      material_revenue: 'مبيعات مواد التغليف',
      shipper_fee_expense: 'عمولات المناديب',
      write_off_expense: 'مديونيات معدومة',
      office_cash: 'صندوق المكتب',
      bank: 'البنك والمحافظ',
      expense: 'مصروف',
      capital: 'أموال الملاك',
    },
  },
};
