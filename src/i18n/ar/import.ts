import type { sharedMessages } from '../../../domain/messages';
import { importHeaders } from '../../../domain/orders/import';
import type { importEn } from '../en/import';
import type { Catalogue } from '../types';
import { arabicPlural } from '../plural';

/** The server's import messages (domain/messages/import.ts) in Arabic. */
export const importSharedAr: Catalogue<typeof sharedMessages.import> = {
  file_required: 'اختر الملف المراد استيراده',
  not_spreadsheet: 'هذا الملف ليس جدول بيانات. احفظ الطلبات بصيغة ‎.xlsx أو ‎.csv وارفع ذلك الملف.',
  old_excel: 'هذا ملف Excel قديم (‎.xls). احفظه كمصنف Excel ‏(‎.xlsx) أو بصيغة CSV وارفعه مرة أخرى.',
  unreadable: 'تعذرت قراءة الملف. افتحه في Excel واحفظه مرة أخرى بصيغة ‎.xlsx أو CSV ثم ارفعه.',
  empty: 'لا يحتوي الملف على أي طلبات',
  cell_too_long: 'الصف %{row} به خلية أطول من %{max} حرف: لا يتسع أي حقل في الطلب لهذا. اختصرها وحاول مرة أخرى',
  busy: 'ملفك السابق ما زال قيد القراءة: انتظر حتى ينتهي ثم أرسل هذا الملف',
  server_busy: 'يتم قراءة ملفات أخرى الآن. حاول مرة أخرى بعد لحظة',
  too_many_rows: 'يحتوي الملف على أكثر من %{max} طلب. قسّمه واستورد %{max} طلب على الأكثر في كل مرة.',
  missing_columns: 'ينقص الملف الأعمدة: %{columns}. ابدأ من النموذج.',
  unknown_columns: 'في الملف أعمدة ليست في النموذج: %{columns}. احذفها أو ابدأ من النموذج.',
  column_twice: 'العمود %{column} مكرر',
  rows_invalid: 'صفوف تحتاج إلى تصحيح: %{count}. لم يُستورد أي شيء.',
  unknown_city: 'لا توجد مدينة بهذا الاسم',
  unknown_zone: 'لا توجد في المدينة منطقة بهذا الاسم',
  ambiguous_name: 'هذا الاسم لأكثر من مكان؛ اكتبه باللغة الأخرى',
  serial_in_file: 'صف آخر في الملف له رقم العميل نفسه',
  serial_taken: 'لدى هذا العميل طلب آخر بالرقم نفسه',
};

/** The import page (src/resources/orders/import) in Arabic. */
export const importAr: Catalogue<typeof importEn> = {
  button: 'استيراد',
  title: 'استيراد الطلبات',
  staff_title: 'استيراد طلبات لعميل',
  intro: 'أضف حتى %{max} طلب دفعة واحدة من ملف Excel ‏(‎.xlsx) أو CSV. ابدأ من النموذج؛ يُقرأ كل صف كطلب ويُفحص قبل حفظ أي شيء.',
  customer: 'العميل',
  choose_customer: 'اختر العميل الذي تُستورد طلباته أولًا',
  steps: { template: 'تنزيل النموذج', file: 'اختيار الملف', check: 'المراجعة والحفظ' },
  template_en: 'النموذج (إنجليزي)',
  template_ar: 'النموذج (عربي)',
  rules:
    'الأعمدة المطلوبة: المستلم والهاتف والمدينة. تُطابق المدينة والمنطقة بالاسم بالعربية أو الإنجليزية. رسوم التوصيل من أسعارك. رقم العميل، إن كتبته، لا يتكرر.',
  choose_file: 'اختيار ملف',
  another_file: 'اختيار ملف آخر',
  file_hint: 'ملف Excel ‏(xlsx) أو CSV، حتى %{size}',
  uploading: 'جارٍ رفع %{name}… %{percent}%',
  checking: 'جارٍ فحص الطلبات…',
  saving: arabicPlural({
    one: 'جارٍ حفظ طلب واحد…',
    two: 'جارٍ حفظ طلبين…',
    few: 'جارٍ حفظ %{smart_count} طلبات…',
    many: 'جارٍ حفظ %{smart_count} طلبًا…',
    other: 'جارٍ حفظ %{smart_count} طلب…',
  }),
  counts: arabicPlural({
    one: 'صف واحد: %{good} سليم، %{bad} يحتاج إلى تصحيح.',
    two: 'صفان: %{good} سليم، %{bad} يحتاج إلى تصحيح.',
    few: '%{smart_count} صفوف: %{good} سليم، %{bad} يحتاج إلى تصحيح.',
    many: '%{smart_count} صفًا: %{good} سليم، %{bad} يحتاج إلى تصحيح.',
    other: '%{smart_count} صف: %{good} سليم، %{bad} يحتاج إلى تصحيح.',
  }),
  all_good: 'كل الصفوف سليمة (%{smart_count}). احفظها لإنشاء الطلبات.',
  fix_first: 'صحّح الصفوف المعلَّمة في الملف ثم اختره مرة أخرى: لا يُحفظ شيء حتى تصبح كل الصفوف سليمة.',
  commit: arabicPlural({
    one: 'استيراد طلب واحد',
    two: 'استيراد طلبين',
    few: 'استيراد %{smart_count} طلبات',
    many: 'استيراد %{smart_count} طلبًا',
    other: 'استيراد %{smart_count} طلب',
  }),
  done: arabicPlural({
    one: 'تم استيراد طلب واحد.',
    two: 'تم استيراد طلبين.',
    few: 'تم استيراد %{smart_count} طلبات.',
    many: 'تم استيراد %{smart_count} طلبًا.',
    other: 'تم استيراد %{smart_count} طلب.',
  }),
  done_serials: 'الأرقام من %{first} إلى %{last}.',
  open_orders: 'عرض الطلبات',
  import_more: 'استيراد ملف آخر',
  table_label: 'الصفوف المقروءة من الملف',
  row: 'الصف',
  fee: 'الرسوم',
  status: 'الحالة',
  ok: 'سليم',
  needs_fix: 'يحتاج إلى تصحيح',
  shown: 'عرض %{from}–%{to} من %{count}',
  columns: importHeaders('ar'),
};
