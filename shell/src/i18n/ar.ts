import type { ShellResources } from './en.ts';

const shell: ShellResources = {
  footer: {
    getTheApp: 'حمّل التطبيق',
    appStore: 'حمّله من App Store',
    googlePlay: 'احصل عليه من Google Play',
    followUs: 'تابعنا',
    newTab: '(يفتح في علامة تبويب جديدة)',
  },
  whatsapp: {
    region: 'تواصل سريع',
    label: 'تحدث معنا عبر واتساب',
    message: 'مرحباً! أنا مهتم بخدماتكم العقارية.',
  },
};

export default shell;
