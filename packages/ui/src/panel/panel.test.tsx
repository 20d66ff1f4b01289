import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShieldIcon } from '../icons/index.tsx';
import { renderWithProviders } from '../testing.tsx';
import { Panel } from './Panel.ts';
import { SegmentedControl } from './SegmentedControl.ts';

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

describe('SegmentedControl', () => {
  it('is a named group of buttons, telling which one is pressed', () => {
    renderWithProviders(
      <SegmentedControl $round role="group" aria-label="Show">
        <button type="button" aria-pressed="true">
          Map
        </button>
        <button type="button" aria-pressed="false">
          List
        </button>
      </SegmentedControl>,
    );
    const group = screen.getByRole('group', { name: 'Show' });
    expect(group.contains(screen.getByRole('button', { name: 'Map', pressed: true }))).toBe(true);
    expect(screen.getByRole('button', { name: 'List', pressed: false })).toBeTruthy();
  });
});
