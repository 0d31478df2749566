import type { sharedMessages } from '../../../domain/messages';
import type { Catalogue } from '../types';

export const sharedAr: Catalogue<typeof sharedMessages> = {
  auth: {
    login_failed: 'فشل تسجيل الدخول، يرجى التحقق من اسم المستخدم وكلمة المرور',
    user_exists: 'المستخدم موجود بالفعل',
    too_many_attempts: 'محاولات دخول فاشلة كثيرة. يرجى المحاولة مرة أخرى بعد %{minutes} دقيقة.',
    session_ended: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
    logout_failed: 'تعذر تسجيل الخروج.',
    network: 'حدث خطأ ما، يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى',
    wrong_current_password: 'كلمة المرور الحالية غير صحيحة',
    password_changed: 'تم تغيير كلمة المرور',
    inactive: 'هذا الحساب معطل',
  },
  permissions: {
    denied: 'ليس لديك صلاحية لفتح هذه الصفحة',
    superuser_only: 'هذا الإجراء متاح للمدير العام فقط',
    grant_own_only: 'يمكنك منح الشاشات التي تستطيع فتحها بنفسك فقط',
  },
  validation: {
    required: 'مطلوب',
    password_min: 'يجب ألا تقل عن 6 أحرف',
    max_255: 'يجب ألا يزيد عن 255 حرفًا',
    password_chars: 'يجب ألا تحتوي كلمة المرور على مسافات (حروف وأرقام و . _ @ فقط)',
    passwords_match: 'كلمتا المرور غير متطابقتين',
    name_required: 'الاسم مطلوب',
    city_required: 'المدينة مطلوبة',
    zone_required: 'المنطقة مطلوبة',
    phone_required: 'رقم الهاتف مطلوب',
    phone_invalid: 'أدخل رقم موبايل مصريًا مثل 01012345678',
    username_required: 'اسم المستخدم مطلوب',
    username_chars: 'استخدم الحروف والأرقام و . _ @ + - فقط',
    password_required: 'كلمة المرور مطلوبة',
    email_invalid: 'أدخل بريدًا إلكترونيًا صحيحًا',
    url_invalid: 'أدخل عنوان ويب كاملًا يبدأ بـ https://',
    invalid: 'يرجى تصحيح الحقول المميزة',
  },
  errors: {
    not_found: 'غير موجود',
    in_use: 'لا يمكن حذف هذا السجل لأنه مستخدم: %{details}',
    duplicate: 'يوجد سجل آخر بنفس %{field}',
    already_used: 'هذه القيمة مستخدمة بالفعل',
    server: 'حدث خطأ في الخادم',
    file_too_large: 'الملف كبير جدًا (الحد الأقصى %{size})',
    file_type: 'نوع الملف غير مقبول',
    empty_data: 'لا توجد بيانات',
  },
};
