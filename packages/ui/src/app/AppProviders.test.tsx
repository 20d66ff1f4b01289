import { createQueryClient } from '@manzil/api-client';
import { useTranslation } from '@manzil/i18n';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './AppProviders.tsx';

function Probe() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <p>{t('nav.home')}</p>
      <button type="button" onClick={() => navigate('/ar/properties')}>
        go
      </button>
    </>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={createQueryClient()}>
        <Probe />
      </AppProviders>
    </MemoryRouter>,
  );
}

describe('AppProviders', () => {
  it('sets English and ltr on an English path', () => {
    renderAt('/properties');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getByText('Home')).toBeTruthy();
  });

  it('sets Arabic and rtl on an /ar path', () => {
    renderAt('/ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByText('الرئيسية')).toBeTruthy();
  });

  it('follows client-side navigation into Arabic', () => {
    renderAt('/');
    expect(screen.getByText('Home')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'go' }).click());
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByText('الرئيسية')).toBeTruthy();
  });
});
