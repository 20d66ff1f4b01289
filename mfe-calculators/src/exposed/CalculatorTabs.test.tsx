import { renderWithProviders } from '@manzil/ui/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import CalculatorTabs from './CalculatorTabs.tsx';

// Expected figures were worked out with Python's `decimal` module from the annuity formula (see src/lib tests).

// The four other panels and the chart load on demand; on a busy machine that can take more than a second.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

const headline = () => screen.getAllByRole('status')[0]?.textContent;
const location = () => screen.getByTestId('location').textContent;
const textbox = (name: string) => screen.getByRole('textbox', { name });
const slider = (name: string) => screen.getByRole('slider', { name });

function expectNoBrokenNumbers(container: HTMLElement) {
  expect(container.textContent).not.toMatch(/NaN|Infinity/);
}

describe('CalculatorTabs: the five tabs', () => {
  it('lists the five calculators in spec order with mortgage selected and its default payment', () => {
    renderWithProviders(<CalculatorTabs />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Mortgage',
      'Amortization',
      'Refinancing',
      'Rent vs Buy',
      'Affordability',
    ]);
    expect(screen.getByRole('tab', { name: 'Mortgage' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Mortgage' })).toBeTruthy();
    // 750,000 over 300 months at 0.375% a month = 4,168.74
    expect(headline()).toBe('AED\u00a04,169');
    expect(screen.getByRole('img', { name: 'Partner bank' })).toBeTruthy();
  });

  it('is operable with the keyboard: arrows move and select, Home and End jump', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CalculatorTabs />);
    await user.click(screen.getByRole('tab', { name: 'Mortgage' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Amortization');
    expect(screen.getByRole('tab', { name: 'Amortization' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Affordability');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Mortgage');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('Affordability');
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('Mortgage');
    // One tab stop: only the selected tab is in the tab order.
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('keeps the choice in the URL query, keeping the hash, and reads it back on load', async () => {
    const first = renderWithProviders(<CalculatorTabs />, { route: '/?admin=true#calculator' });
    fireEvent.click(screen.getByRole('tab', { name: 'Rent vs Buy' }));
    await waitFor(() => expect(location()).toBe('/?admin=true&calc=rentvsbuy'));
    expect(await screen.findByRole('textbox', { name: 'Current rent' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Mortgage' }));
    await waitFor(() => expect(location()).toBe('/?admin=true'));
    first.unmount();

    renderWithProviders(<CalculatorTabs />, { route: '/ar?calc=affordability' });
    expect(screen.getByRole('tab', { name: 'القدرة على الشراء' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('textbox', { name: 'إجمالي الدخل الشهري' })).toBeTruthy();
  });

  it('falls back to the mortgage tab for an unknown value', () => {
    renderWithProviders(<CalculatorTabs />, { route: '/?calc=lottery' });
    expect(screen.getByRole('tab', { name: 'Mortgage' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('CalculatorTabs: every tab shows its spec 9 defaults', () => {
  it('amortization: AED 5,558 a month, total 1,667,497 and a yearly schedule with a chart', async () => {
    renderWithProviders(<CalculatorTabs />, { route: '/?calc=amortization' });
    expect(await screen.findByRole('textbox', { name: 'Loan amount' })).toHaveProperty('value', '1,000,000');
    expect(textbox('Interest rate')).toHaveProperty('value', '4.5');
    expect(textbox('Loan term')).toHaveProperty('value', '25');
    expect(textbox('Early payment')).toHaveProperty('value', '0');
    expect(textbox('Early payment month')).toHaveProperty('value', '0');
    expect(headline()).toBe('AED\u00a05,558');
    // The spec's total and the bank's total paid agree when there is no early payment.
    expect(screen.getAllByText('AED 1,667,497')).toHaveLength(2);
    // The chart's code loads after the figures and the table.
    expect(await screen.findByRole('img', { name: /Balance and interest paid over 25 years/ })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Repayment schedule' });
    // Header + 25 yearly rows; year 1: interest 44,546.80, balance 977,846.90.
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    const year1 = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(year1.textContent).toContain('AED\u00a044,547');
    expect(year1.textContent).toContain('AED\u00a0977,847');
    fireEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(within(table).getAllByRole('row')).toHaveLength(301);
    expect(screen.getByRole('button', { name: 'Monthly' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('amortization: an early payment adds early payment x month to the total, and the bank view shortens the loan', async () => {
    renderWithProviders(<CalculatorTabs />, { route: '/?calc=amortization' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Early payment' }), {
      target: { value: '100000' },
    });
    fireEvent.change(textbox('Early payment month'), { target: { value: '12' } });
    // 1,667,497.43 + 100,000 x 12
    expect(screen.getByText('AED 2,867,497')).toBeTruthy();
    const bank = screen.getByRole('region', { name: 'What a UAE bank would tell you' });
    expect(bank.textContent).toContain('252 months (48 months sooner)');
    expect(bank.textContent).toContain('AED\u00a0498,900');
    // Each total says what it counts, so the 1.2M gap between them is explained (issue 25).
    expect(screen.getByText(/^Our standard formula multiplies the early payment by its month/)).toBeTruthy();
    expect(bank.textContent).toContain('Every payment actually made, plus the early payment once');
  });

  it('amortization: an early payment month past the loan term is an error, not a silent figure', async () => {
    renderWithProviders(<CalculatorTabs />, { route: '/?calc=amortization' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Early payment' }), {
      target: { value: '100000' },
    });
    fireEvent.change(textbox('Early payment month'), { target: { value: '301' } });
    expect(
      screen.getByText(
        'The loan ends after 300 months: choose an early payment month from 1 to 300, or 0 for none.',
      ),
    ).toBeTruthy();
    expect(textbox('Early payment month').getAttribute('aria-invalid')).toBe('true');
    expect(headline()).toBe('—');
    expect(screen.getByRole('alert').textContent).toBe('Correct the highlighted field to see the result.');
    // The last month of the term is fine; so is a longer term.
    fireEvent.change(textbox('Early payment month'), { target: { value: '300' } });
    expect(textbox('Early payment month').getAttribute('aria-invalid')).toBeNull();
    expect(headline()).toBe('AED\u00a05,558');
    fireEvent.change(textbox('Early payment month'), { target: { value: '400' } });
    expect(textbox('Early payment month').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(textbox('Loan term'), { target: { value: '35' } });
    expect(textbox('Early payment month').getAttribute('aria-invalid')).toBeNull();
  });

  it('amortization: the month past the term is explained in Arabic too', async () => {
    renderWithProviders(<CalculatorTabs />, { route: '/ar?calc=amortization' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'شهر الدفعة المبكرة' }), {
      target: { value: '301' },
    });
    expect(
      screen.getByText(/^ينتهي القرض بعد .+: اختر شهرًا للدفعة المبكرة من 1 إلى 300، أو 0 لعدم وجود دفعة\.$/),
    ).toBeTruthy();
    expect(textbox('شهر الدفعة المبكرة').getAttribute('aria-invalid')).toBe('true');
  });

  it('refinancing: break month after 11 months; fees and percentage move together', async () => {
    renderWithProviders(<CalculatorTabs />, { route: '/?calc=refinancing' });
    expect(await screen.findByRole('textbox', { name: 'Current balance' })).toHaveProperty(
      'value',
      '2,000,000',
    );
    expect(textbox('Current payment')).toHaveProperty('value', '0');
    expect(textbox('Settlement fees')).toHaveProperty('value', '40,000');
    expect(textbox('Percentage')).toHaveProperty('value', '2');
    expect(textbox('New property value')).toHaveProperty('value', '1,003,000');
    expect(textbox('New loan amount')).toHaveProperty('value', '400,000');
    expect(textbox('New term')).toHaveProperty('value', '10');
    expect(textbox('New rate')).toHaveProperty('value', '2');
    // 40,000 / |0 - 3,680.54| = 10.87 months
    expect(headline()).toBe('after 11 months');
    expect(screen.getByText('AED -3,681')).toBeTruthy();
    expect(screen.getByText('The new monthly pay is higher than your current payment.')).toBeTruthy();

    fireEvent.change(textbox('Percentage'), { target: { value: '5' } });
    expect(textbox('Settlement fees')).toHaveProperty('value', '100,000');
    fireEvent.change(textbox('Settlement fees'), { target: { value: '20000' } });
    expect(textbox('Percentage')).toHaveProperty('value', '1');
  });

  it('refinancing: equal payments never break even (no Infinity)', async () => {
    const { container } = renderWithProviders(<CalculatorTabs />, { route: '/?calc=refinancing' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'New loan amount' }), {
      target: { value: '0' },
    });
    expect(headline()).toBe('Never: the payments are the same');
    expectNoBrokenNumbers(container);
  });

  it('rent vs buy: total buy AED 750,249 and total rent AED 0', async () => {
    renderWithProviders(<CalculatorTabs />, { route: '/?calc=rentvsbuy' });
    expect(await screen.findByRole('textbox', { name: 'Current rent' })).toHaveProperty('value', '0');
    expect(textbox('Yearly rent increase')).toHaveProperty('value', '5');
    expect(textbox('Property price')).toHaveProperty('value', '1,000,000');
    expect(textbox('Down payment')).toHaveProperty('value', '250,000');
    expect(textbox('Yearly appreciation')).toHaveProperty('value', '3');
    expect(textbox('Years to live')).toHaveProperty('value', '10');
    expect(headline()).toBe('AED\u00a0750,249');
    expect(
      screen.getByText(
        'On the totals above (payments only, not what the home is worth later), renting costs AED 750,249 less over 10 years.',
      ),
    ).toBeTruthy();
    fireEvent.change(textbox('Current rent'), { target: { value: '10000' } });
    // Rent 10,000 x 12 x 10 = 1,200,000 > 750,249
    expect(
      screen.getByText(
        'On the totals above (payments only, not what the home is worth later), buying costs AED 449,751 less over 10 years.',
      ),
    ).toBeTruthy();
  });

  it('rent vs buy: the headline says what it counts, and the adviser box says its own verdict (issue 25)', async () => {
    renderWithProviders(<CalculatorTabs />, { route: '/?calc=rentvsbuy' });
    await screen.findByRole('textbox', { name: 'Current rent' });
    // The spec's totals: renting (nothing) costs less. The adviser counts the home's value: buying's net cost is
    // below zero, and the box says buying comes out ahead instead of leaving the visitor to reconcile the two.
    expect(
      screen.getByText(/^On the totals above \(payments only.*renting costs AED 750,249 less/),
    ).toBeTruthy();
    const adviser = screen.getByRole('region', { name: 'A fuller comparison, as an adviser would make it' });
    expect(adviser.textContent).toMatch(/Net cost of buying \(after selling the home\)/);
    expect(adviser.textContent).toContain('Below zero: selling the home brings back more than buying cost.');
    expect(adviser.textContent).toMatch(/AED\u00a0?-[\d,]+/);
    expect(
      within(adviser).getByText(
        /^Counting what the home is worth then, buying comes out AED [\d,]+ ahead\.$/,
      ),
    ).toBeTruthy();
    // With a high rent, both agree that buying costs less.
    fireEvent.change(textbox('Current rent'), { target: { value: '10000' } });
    expect(within(adviser).getByText(/buying comes out AED [\d,]+ ahead/)).toBeTruthy();
  });

  it('rent vs buy: both verdicts in Arabic', async () => {
    renderWithProviders(<CalculatorTabs />, { route: '/ar?calc=rentvsbuy' });
    await screen.findByRole('textbox', { name: 'الإيجار الحالي' });
    expect(
      screen.getByText(/^بحساب المجاميع أعلاه \(المدفوعات فقط، دون قيمة المسكن لاحقًا\)، الإيجار أقل تكلفة/),
    ).toBeTruthy();
    expect(screen.getByText(/^مع احتساب قيمة المسكن حينها، يوفّر الشراء /)).toBeTruthy();
    expect(screen.getByText(/القيمة دون الصفر تعني أن بيع المسكن يعيد أكثر مما كلّفه الشراء/)).toBeTruthy();
  });

  it('affordability: AED 84,000 in total, and the bank view with the 50% cap', async () => {
    renderWithProviders(<CalculatorTabs />, { route: '/?calc=affordability' });
    expect(await screen.findByRole('textbox', { name: 'Gross monthly income' })).toHaveProperty(
      'value',
      '5,000',
    );
    expect(textbox('Extra monthly income')).toHaveProperty('value', '0');
    expect(textbox('Monthly debt repayment')).toHaveProperty('value', '0');
    expect(textbox('Down payment')).toHaveProperty('value', '20,000');
    expect(textbox('Interest rate')).toHaveProperty('value', '4.5');
    expect(textbox('Payment period in years')).toHaveProperty('value', '5');
    expect(headline()).toBe('AED\u00a084,000');
    expect(screen.getByText('AED 1,400')).toBeTruthy();
    const bank = screen.getByRole('region', { name: 'What a UAE bank would tell you' });
    expect(bank.textContent).toContain('AED\u00a02,500');
    expect(bank.textContent).toContain('AED\u00a0134,098');
    expect(bank.textContent).toContain('AED\u00a0100,000');
  });
});

describe('CalculatorTabs: sliders clamp, typed numbers do not', () => {
  it('moving the price slider updates the payment', () => {
    renderWithProviders(<CalculatorTabs />);
    expect(slider('Property price')).toHaveProperty('value', '1000000');
    fireEvent.change(slider('Property price'), { target: { value: '2000000' } });
    expect(textbox('Property price')).toHaveProperty('value', '2,000,000');
    // 1,750,000 lent -> 9,727.07
    expect(headline()).toBe('AED\u00a09,727');
  });

  it('a typed price above the slider range is used as typed, the slider stays at its end', () => {
    renderWithProviders(<CalculatorTabs />);
    fireEvent.change(textbox('Property price'), { target: { value: '9,000,000' } });
    // 8,750,000 lent -> 48,635.34
    expect(headline()).toBe('AED\u00a048,635');
    expect(slider('Property price')).toHaveProperty('value', '5000000');
    expect(
      screen.getByText('Outside the slider range (AED 100,000 to AED 5,000,000): used as typed.'),
    ).toBeTruthy();
  });

  it('an empty field shows an inline message and no figure (never NaN)', () => {
    const { container } = renderWithProviders(<CalculatorTabs />);
    fireEvent.change(textbox('Property price'), { target: { value: '' } });
    expect(screen.getByText('Enter a number for Property price.')).toBeTruthy();
    expect(textbox('Property price').getAttribute('aria-invalid')).toBe('true');
    expect(headline()).toBe('—');
    expect(screen.getByRole('alert').textContent).toBe('Correct the highlighted field to see the result.');
    expectNoBrokenNumbers(container);
  });

  it('a text that is not a number is explained, and fixing it brings the result back', () => {
    const { container } = renderWithProviders(<CalculatorTabs />);
    fireEvent.change(textbox('Interest rate'), { target: { value: 'abc' } });
    expect(screen.getByText('“abc” is not a number. Use digits only, for example 4.5.')).toBeTruthy();
    expectNoBrokenNumbers(container);
    fireEvent.change(textbox('Interest rate'), { target: { value: '4.5' } });
    expect(headline()).toBe('AED\u00a04,169');
    expect(textbox('Interest rate').getAttribute('aria-invalid')).toBeNull();
  });

  it('a 0% rate spreads the loan evenly and says what a bank would do', () => {
    renderWithProviders(<CalculatorTabs />);
    fireEvent.change(textbox('Interest rate'), { target: { value: '0' } });
    expect(headline()).toBe('AED\u00a02,500');
    expect(screen.getByText(/UAE banks do not lend at 0%/)).toBeTruthy();
  });

  it('a down payment equal to the price leaves nothing to borrow', () => {
    renderWithProviders(<CalculatorTabs />);
    fireEvent.change(textbox('Down payment'), { target: { value: '1000000' } });
    expect(headline()).toBe('AED\u00a00');
  });

  it("shows the bank's figures beside the spec's: minimum down payments, 25-year cap, income for 50% DBR", () => {
    renderWithProviders(<CalculatorTabs />);
    const bank = screen.getByRole('region', { name: 'What a UAE bank would tell you' });
    expect(bank.textContent).toContain('UAE nationalMinimum down payment (price up to AED 5M)');
    expect(bank.textContent).toContain('AED\u00a0150,000');
    expect(bank.textContent).toContain('AED\u00a0200,000');
    // 2 x 4,168.74 = 8,337.49
    expect(bank.textContent).toContain('AED\u00a08,337');
    fireEvent.change(textbox('Loan term'), { target: { value: '30' } });
    expect(bank.textContent).toContain('Longer than the 25-year maximum a UAE bank may give.');
  });
});

describe('CalculatorTabs in Arabic', () => {
  it('has Arabic tabs, figures and messages', () => {
    renderWithProviders(<CalculatorTabs />, { route: '/ar' });
    expect(screen.getByRole('tablist', { name: 'الحاسبات المالية' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'التمويل العقاري' }).getAttribute('aria-selected')).toBe('true');
    expect(headline()).toBe('4,169\u00a0د.إ');
    fireEvent.change(screen.getByRole('textbox', { name: 'سعر العقار' }), { target: { value: '' } });
    expect(screen.getByText('أدخل رقمًا في خانة سعر العقار.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('صحّح الخانة المحددة لتظهر النتيجة.');
  });

  it('reads Arabic-Indic digits typed on an Arabic keyboard', () => {
    renderWithProviders(<CalculatorTabs />, { route: '/ar' });
    fireEvent.change(screen.getByRole('textbox', { name: 'سعر العقار' }), { target: { value: '٢٠٠٠٠٠٠' } });
    expect(headline()).toBe('9,727\u00a0د.إ');
  });
});

describe('CalculatorTabs: the partner bank', () => {
  it("shows the partner bank's logo, named for screen readers, with the disclaimer beside it", () => {
    renderWithProviders(<CalculatorTabs />);
    const logo = screen.getByRole('img', { name: 'Partner bank' });
    expect(logo.querySelector('svg')).toBeTruthy();
    expect(logo.closest('footer')?.textContent).toContain(
      'Figures are estimates for guidance only. Rates, fees and approval are set by the lending bank.',
    );
  });

  it('names the logo in Arabic on Arabic pages', () => {
    renderWithProviders(<CalculatorTabs />, { route: '/ar' });
    expect(screen.getByRole('img', { name: 'البنك الشريك' }).querySelector('svg')).toBeTruthy();
  });
});
