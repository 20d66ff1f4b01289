import { Container } from '@manzil/ui';
import { renderStandalone } from '@manzil/ui/app';
import CalculatorTabs from './exposed/CalculatorTabs.tsx';
import MortgageCard from './exposed/MortgageCard.tsx';

// `npm run dev -w mfe-calculators`: both exposed modules on one page, in the providers the shell gives.
renderStandalone({
  name: 'mfe_calculators',
  links: ['/'],
  children: (
    <Container>
      <CalculatorTabs />
      <MortgageCard price={2_500_000} />
    </Container>
  ),
});
