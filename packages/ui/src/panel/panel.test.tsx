import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShieldIcon } from '../icons/index.tsx';
import { renderWithProviders } from '../testing.tsx';
import { Panel } from './Panel.ts';

describe('Panel', () => {
  it('is a region named by its title, with what it holds', () => {
    renderWithProviders(
      <Panel aria-labelledby="permit-title" $titleSize="md" $iconColor="green">
        <h2 id="permit-title">
          <ShieldIcon size={18} />
          Advertising permit
        </h2>
        <p>ADREC permit number 7113456789</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Advertising permit' });
    expect(region.textContent).toContain('7113456789');
  });
});
