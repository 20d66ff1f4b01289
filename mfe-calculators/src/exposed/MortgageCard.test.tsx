import { renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MortgageCard from './MortgageCard.tsx';

// Payments from the annuity formula, checked with Python's `decimal` module.

describe('MortgageCard', () => {
  it('shows the payment, loan and down payment for the price at 25 years, 25% down, 4%', () => {
    renderWithProviders(<MortgageCard price={2_000_000} />);
    expect(screen.getByRole('heading', { name: 'Mortgage calculator' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Period' })).toHaveProperty('value', '25');
    expect(screen.getByRole('textbox', { name: 'Down payment' })).toHaveProperty('value', '25');
    expect(screen.getByRole('textbox', { name: 'Interest rate' })).toHaveProperty('value', '4');
    expect(screen.getByRole('status').textContent).toBe('AED\u00a07,918'); // 1,500,000 -> 7,917.55
    expect(screen.getByText('AED 1,500,000')).toBeTruthy();
    expect(screen.getByText('AED 500,000')).toBeTruthy();
  });

  it('has the spec 9 slider ranges', () => {
    renderWithProviders(<MortgageCard price={2_000_000} />);
    const range = (name: string) => {
      const slider = screen.getByRole('slider', { name }) as HTMLInputElement;
      return [slider.min, slider.max, slider.step];
    };
    expect(range('Period')).toEqual(['5', '30', '1']);
    expect(range('Down payment')).toEqual(['20', '50', '5']);
    expect(range('Interest rate')).toEqual(['2', '8', '0.1']);
  });

  it('updates with the sliders: 50% down lends 1,000,000 at AED 5,278', () => {
    renderWithProviders(<MortgageCard price={2_000_000} />);
    fireEvent.change(screen.getByRole('slider', { name: 'Down payment' }), { target: { value: '50' } });
    expect(screen.getAllByText('AED 1,000,000')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('AED\u00a05,278');
    fireEvent.change(screen.getByRole('textbox', { name: 'Period' }), { target: { value: '10' } });
    // 1,000,000 at 4% over 120 months -> 10,124.51
    expect(screen.getByRole('status').textContent).toBe('AED\u00a010,125');
  });

  it('is in Arabic on Arabic pages', () => {
    renderWithProviders(<MortgageCard price={2_000_000} />, { route: '/ar/property/1' });
    expect(screen.getByRole('heading', { name: 'حاسبة التمويل العقاري' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('7,918\u00a0د.إ');
  });

  it('explains when the listing has no usable price', () => {
    const { container } = renderWithProviders(<MortgageCard price={Number.NaN} />);
    expect(
      screen.getByText('The price of this property is not available, so no payment can be worked out.'),
    ).toBeTruthy();
    expect(container.textContent).not.toMatch(/NaN|Infinity/);
  });
});
