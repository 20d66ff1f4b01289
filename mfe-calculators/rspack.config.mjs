import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@manzil/mfe-config';

export default createRemoteConfig({
  name: 'mfe_calculators',
  dir: dirname(fileURLToPath(import.meta.url)),
  exposes: {
    './CalculatorTabs': './src/exposed/CalculatorTabs.tsx',
    './MortgageCard': './src/exposed/MortgageCard.tsx',
  },
});
