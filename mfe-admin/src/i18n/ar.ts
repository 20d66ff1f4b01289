import type { AdminResources } from './en.ts';

const admin: AdminResources = {
  verifying: 'جارٍ التحقق من الهوية...',
  login: {
    title: 'دخول المشرف',
    subtitle: 'سجّل الدخول لإدارة العقارات والمحتوى والرسائل.',
    username: 'اسم المستخدم',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    submitting: 'جارٍ تسجيل الدخول...',
    required: 'يرجى إدخال اسم المستخدم وكلمة المرور.',
    failed: 'فشل التحقق من الهوية',
    connection: 'خطأ في الاتصال. يرجى المحاولة مرة أخرى.',
    success: 'تم التحقق بنجاح',
    successText: 'مرحباً بك في لوحة الإدارة',
  },
  panel: {
    title: 'لوحة الإدارة',
    tabs: 'الأقسام',
    emirates: 'الإمارات',
    areas: 'المناطق',
    properties: 'العقارات',
    overview: 'نظرة عامة',
    soon: 'هذا القسم قادم مع مهمة الإدارة.',
    logout: 'تسجيل الخروج',
    loggedOut: 'تم تسجيل الخروج',
  },
  homePanel: {
    title: 'مطلوب صلاحية المشرف',
    text: 'يرجى إدخال كلمة مرور المشرف للوصول إلى نظام إدارة المحتوى.',
    soon: 'محرر المحتوى قادم مع مهمة الإدارة.',
  },
};

export default admin;
