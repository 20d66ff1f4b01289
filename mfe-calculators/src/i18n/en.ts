const calculators = {
  tabsLabel: 'Finance calculators',
  tabs: {
    mortgage: 'Mortgage',
    amortization: 'Amortization',
    refinancing: 'Refinancing',
    rentvsbuy: 'Rent vs Buy',
    affordability: 'Affordability',
  },
  intro: {
    amortization:
      'See how each payment splits between interest and principal, and what an early payment saves.',
    refinancing: 'Compare your current mortgage with a new one and find the month refinancing pays off.',
    rentvsbuy: 'Compare the total cost of renting and of buying over the years you plan to stay.',
    affordability: 'Estimate how much property your income can carry.',
  },
  comingSoon: 'This calculator is being prepared and will be available soon.',
  mortgage: {
    propertyPrice: 'Property price',
    downPayment: 'Down payment',
    loanTerm: 'Loan term',
    years: '{{count}} years',
    interestRate: 'Interest rate',
    monthlyPayment: 'Monthly payment',
    loanAmount: 'Total loan amount',
    downPaymentAmount: 'Down payment amount',
  },
  card: {
    title: 'Mortgage calculator',
  },
};

export default calculators;
export type CalculatorResources = typeof calculators;
