import { renderWithProviders } from '@manzil/ui/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableScroll } from './TableScroll.tsx';

/** jsdom lays nothing out: the box's widths are what a phone would measure. */
function measure(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

function renderTable() {
  return renderWithProviders(
    <>
      <h2 id="types-title">Property types</h2>
      <TableScroll labelledBy="types-title">
        <table>
          <tbody>
            <tr>
              <td>Villa</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>
    </>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('TableScroll', () => {
  it('is a named region in the tab order while the table is wider than the screen', () => {
    measure(720, 358);
    renderTable();
    const region = screen.getByRole('region', { name: 'Property types' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.contains(screen.getByRole('table'))).toBe(true);
  });

  it('adds no tab stop and no region when the table fits', () => {
    measure(358, 358);
    renderTable();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('table').parentElement?.hasAttribute('tabindex')).toBe(false);
  });
});
