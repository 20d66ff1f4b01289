// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLang, useTranslation } from './hooks.ts';
import { initI18n, registerResources } from './instance.ts';

function Greeting({ namespace }: { namespace?: string }) {
  const { t, lang } = useTranslation(namespace);
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

function LangBadge() {
  return <span>{useLang()}</span>;
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

  it("translates a remote's namespace, and re-renders when its texts arrive after the first render", () => {
    render(<Greeting namespace="late-remote" />);
    expect(screen.getByText('en: hello')).toBeTruthy(); // the key, until the texts are registered
    act(() => {
      registerResources('late-remote', { en: { hello: 'Hello {{name}}' }, ar: { hello: 'مرحبا {{name}}' } });
    });
    expect(screen.getByText('en: Hello Sara')).toBeTruthy();
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
    const seen = seenT;
    const { rerender } = render(<Probe />);
    rerender(<Probe />);
    expect(seen.size).toBe(1);
    act(() => {
      initI18n('ar');
    });
    expect(seen.size).toBe(2);
  });
});

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
