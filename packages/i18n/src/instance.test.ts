import { describe, expect, it } from 'vitest';
import { currentLang, i18n, initI18n, registerResources } from './instance.ts';

describe('the shared i18n instance', () => {
  it('is ready synchronously with the common namespace', () => {
    expect(i18n.isInitialized).toBe(true);
    initI18n('en');
    expect(i18n.t('nav.home')).toBe('Home');
    expect(i18n.t('errors.sectionUnavailable')).toBe('This section is unavailable right now.');
  });

  it('switches language with initI18n', () => {
    initI18n('ar');
    expect(currentLang()).toBe('ar');
    expect(i18n.t('nav.home')).toBe('الرئيسية');
    expect(i18n.t('errors.sectionUnavailable')).toBe('هذا القسم غير متاح حالياً.');
    initI18n('en');
    expect(currentLang()).toBe('en');
  });

  it('registers a remote namespace in both languages', () => {
    registerResources('demo', { en: { hello: 'Hello {{name}}' }, ar: { hello: 'مرحبا {{name}}' } });
    expect(i18n.t('demo:hello', { name: 'Sara' })).toBe('Hello Sara');
    expect(i18n.t('demo:hello', { lng: 'ar', name: 'سارة' })).toBe('مرحبا سارة');
  });

  it('replaces a namespace registered again', () => {
    registerResources('demo2', { en: { a: 'one' }, ar: { a: 'واحد' } });
    registerResources('demo2', { en: { a: 'two' }, ar: { a: 'اثنان' } });
    expect(i18n.t('demo2:a')).toBe('two');
  });

  it('interpolates without HTML escaping (React escapes)', () => {
    expect(i18n.t('footer.rights', { year: 2025 })).toContain('2025');
    expect(i18n.t('errors.callUs', { phone: '+971 2 <1>' })).toBe('Call us on +971 2 <1>');
  });
});
