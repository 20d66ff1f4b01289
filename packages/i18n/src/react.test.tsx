// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n, registerResources } from './instance.ts';
import { Trans, useLang, useTranslation } from './react.ts';

function Greeting({ namespace }: { namespace?: string }) {
  const { t } = useTranslation(namespace);
  const lang = useLang();
  return (
    <p>
      {lang}: {t(namespace ? 'hello' : 'nav.home', { name: 'Sara' })}
    </p>
  );
}

const seenT = new Set<unknown>();
function Probe() {
  seenT.add(useTranslation().t);
  return null;
}

let commonRenders = 0;
function Common() {
  commonRenders += 1;
  return <span>{useTranslation().t('nav.home')}</span>;
}

registerResources('plurals-test', {
  en: { bedrooms_one: '{{count}} bedroom', bedrooms_other: '{{count}} bedrooms' },
  ar: {
    bedrooms_zero: 'لا غرف نوم',
    bedrooms_one: 'غرفة نوم واحدة',
    bedrooms_two: 'غرفتا نوم',
    bedrooms_few: '{{count}} غرف نوم',
    bedrooms_many: '{{count}} غرفة نوم',
    bedrooms_other: '{{count}} غرفة نوم',
  },
});

function Bedrooms({ count }: { count: number }) {
  const { t } = useTranslation('plurals-test');
  return <li>{t('bedrooms', { count })}</li>;
}

registerResources('trans-test', {
  en: { agent: 'Mention the reference <ref>{{reference}}</ref> when you call.' },
  ar: { agent: 'اذكر الرقم المرجعي <ref>{{reference}}</ref> عند الاتصال.' },
});

function AgentLine() {
  const { t } = useTranslation('trans-test');
  return (
    <p>
      <Trans
        t={t}
        i18nKey="agent"
        values={{ reference: 'MZ-1042' }}
        components={{ ref: <a href="/ref">reference</a> }}
      />
    </p>
  );
}

afterEach(() => {
  act(() => {
    initI18n('en');
  });
});

describe('useTranslation', () => {
  it('translates the common namespace and follows a language change', () => {
    render(<Greeting />);
    expect(screen.getByText('en: Home')).toBeTruthy();
    act(() => {
      initI18n('ar');
    });
    expect(screen.getByText('ar: الرئيسية')).toBeTruthy();
  });

  it("shows a remote's namespace registered after the first render, without suspending", () => {
    render(<Greeting namespace="late-remote" />);
    expect(screen.getByText('en: hello')).toBeTruthy(); // the key, until the texts are registered
    act(() => {
      registerResources('late-remote', { en: { hello: 'Hello {{name}}' }, ar: { hello: 'مرحبا {{name}}' } });
    });
    expect(screen.getByText('en: Hello Sara')).toBeTruthy();
    act(() => {
      initI18n('ar');
    });
    expect(screen.getByText('ar: مرحبا Sara')).toBeTruthy();
  });

  it('does not re-render components of other namespaces when a remote adds its texts', () => {
    commonRenders = 0;
    render(<Common />);
    const before = commonRenders;
    act(() => {
      registerResources('another-remote', { en: { hi: 'Hi' }, ar: { hi: 'أهلا' } });
    });
    expect(commonRenders).toBe(before);
    act(() => {
      initI18n('ar');
    });
    expect(commonRenders).toBe(before + 1);
    expect(screen.getByText('الرئيسية')).toBeTruthy();
  });

  it('gives a new t after a change, so effects and memos that use it run again', () => {
    seenT.clear();
    const { rerender } = render(<Probe />);
    rerender(<Probe />);
    expect(seenT.size).toBe(1);
    act(() => {
      initI18n('ar');
    });
    expect(seenT.size).toBe(2);
  });

  it('picks the Arabic plural form for the count (zero, one, two, few, many, other)', () => {
    act(() => {
      initI18n('ar');
    });
    render(
      <ul>
        {[0, 1, 2, 3, 11, 100].map((count) => (
          <Bedrooms key={count} count={count} />
        ))}
      </ul>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'لا غرف نوم',
      'غرفة نوم واحدة',
      'غرفتا نوم',
      '3 غرف نوم',
      '11 غرفة نوم',
      '100 غرفة نوم',
    ]);
    act(() => {
      initI18n('en');
    });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '0 bedrooms',
      '1 bedroom',
      '2 bedrooms',
      '3 bedrooms',
      '11 bedrooms',
      '100 bedrooms',
    ]);
  });
});

describe('Trans', () => {
  it('renders a sentence with its markup in place, in the page language', () => {
    render(<AgentLine />);
    const link = screen.getByRole('link', { name: 'MZ-1042' });
    expect(link.getAttribute('href')).toBe('/ref');
    expect(link.parentElement?.textContent).toBe('Mention the reference MZ-1042 when you call.');
    act(() => {
      initI18n('ar');
    });
    expect(screen.getByRole('link', { name: 'MZ-1042' }).parentElement?.textContent).toBe(
      'اذكر الرقم المرجعي MZ-1042 عند الاتصال.',
    );
  });

  it('draws on the server in the language set before the drawing', () => {
    initI18n('ar');
    const ar = renderToString(<AgentLine />);
    initI18n('en');
    const en = renderToString(<AgentLine />);
    expect(ar).toContain('اذكر الرقم المرجعي <a href="/ref">MZ-1042</a>');
    expect(en).toContain('Mention the reference <a href="/ref">MZ-1042</a>');
  });
});

function LangBadge() {
  return <span>{useLang()}</span>;
}

describe('useLang', () => {
  it('is the page language', () => {
    render(<LangBadge />);
    expect(screen.getByText('en')).toBeTruthy();
    act(() => {
      initI18n('ar');
    });
    expect(screen.getByText('ar')).toBeTruthy();
  });
});
