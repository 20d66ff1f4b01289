import { renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CalculatorTabs from './CalculatorTabs.tsx';
import MortgageCard from './MortgageCard.tsx';

describe('CalculatorTabs', () => {
  it('has the five calculators with mortgage selected, showing the default monthly payment', () => {
    renderWithProviders(<CalculatorTabs />);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Mortgage', 'Amortization', 'Refinancing', 'Rent vs Buy', 'Affordability']);
    expect(screen.getByRole('tab', { name: 'Mortgage' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('AED\u00a04,169');
  });

  it('switches tab', () => {
    renderWithProviders(<CalculatorTabs />);
    fireEvent.click(screen.getByRole('tab', { name: 'Affordability' }));
    expect(screen.getByRole('tabpanel', { name: 'Affordability' }).textContent).toContain('income');
  });

  it('is in Arabic on Arabic pages', () => {
    renderWithProviders(<CalculatorTabs />, { route: '/ar' });
    expect(screen.getByRole('tablist', { name: 'الحاسبات المالية' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'التمويل العقاري' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('4,169\u00a0د.إ');
  });
});

describe('MortgageCard', () => {
  it('shows monthly payment, loan and down payment for a price at 25 years, 25% down, 4%', () => {
    renderWithProviders(<MortgageCard price={2_000_000} />);
    expect(screen.getByRole('heading', { name: 'Mortgage calculator' })).toBeTruthy();
    expect(screen.getByText('AED 1,500,000')).toBeTruthy();
    expect(screen.getByText('AED 500,000')).toBeTruthy();
    expect(screen.getByText('AED 7,918')).toBeTruthy();
  });
});
