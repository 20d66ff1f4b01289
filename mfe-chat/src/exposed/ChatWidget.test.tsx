import { renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ChatWidget from './ChatWidget.tsx';

describe('ChatWidget', () => {
  it('opens a panel with the welcome message and a Beta label', () => {
    renderWithProviders(<ChatWidget />);
    const launcher = screen.getByRole('button', { name: 'Open the property assistant' });
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(launcher);
    const panel = screen.getByRole('region', { name: 'Manzil Assistant' });
    expect(panel.textContent).toContain("Hello! I'm the Manzil assistant.");
    expect(screen.getByText('Beta')).toBeTruthy();
  });

  it('closes with Escape and gives focus back to the button', () => {
    renderWithProviders(<ChatWidget />);
    fireEvent.click(screen.getByRole('button', { name: 'Open the property assistant' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Manzil Assistant' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open the property assistant' }));
  });

  it('speaks Arabic on Arabic pages', () => {
    renderWithProviders(<ChatWidget />, { route: '/ar' });
    fireEvent.click(screen.getByRole('button', { name: 'افتح المساعد العقاري' }));
    expect(screen.getByRole('region', { name: 'مساعد منزل' })).toBeTruthy();
    expect(screen.getByText('تجريبي')).toBeTruthy();
  });
});
