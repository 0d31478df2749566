import type { issueThreadsEn } from '../en/issues';
import type { Catalogue } from '../types';

/** محادثات المشكلات للطرفين. */
export const issueThreadsAr: Catalogue<typeof issueThreadsEn> = {
  list: 'المشكلات',
  status: 'الحالة',
  statuses: { open: 'مفتوحة', closed: 'مغلقة' },
  all: 'الكل',
  search_staff: 'الموضوع أو العميل أو رقم الشحنة',
  search_merchant: 'الموضوع أو رقم الشحنة',
  none: 'لا توجد مشكلات هنا',
  unread: 'غير مقروءة',
  order: 'الطلب %{serial}',
  sides: { merchant: 'التاجر', staff: 'المكتب' },
  photo: 'صورة مرسلة مع الرسالة',
  messages: 'الرسائل',
  reply: 'اكتب ردًا',
  caption: 'تعليق على الصورة (اختياري)',
  attach: 'إرفاق صورة',
  send: 'إرسال',
  close: 'إغلاق المشكلة',
  close_title: 'إغلاق هذه المشكلة؟',
  close_content: 'لن يستطيع أحد الكتابة فيها بعد ذلك؛ يمكن فتح مشكلة جديدة في أي وقت.',
  closed: 'تم إغلاق المشكلة',
  new_title: 'فتح مشكلة',
  subject: 'الموضوع',
  about_order: 'عن الطلب (اختياري)',
  text: 'ماذا حدث؟',
  open: 'فتح المشكلة',
  opened: 'تم فتح المشكلة: سيرد المكتب هنا',
};
