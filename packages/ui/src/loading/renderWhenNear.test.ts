import { describe, expect, it } from 'vitest';
import { renderWhenNear } from './renderWhenNear.ts';

describe('renderWhenNear', () => {
  it('skips the block until it comes near, reserving only its height (remembered once laid out)', () => {
    expect(renderWhenNear('560px')).toBe(
      'content-visibility: auto; contain-intrinsic-block-size: auto 560px;',
    );
  });

  it('reserves another height from 768 px wide when one is given', () => {
    expect(renderWhenNear('1747px', '616px')).toBe(
      'content-visibility: auto; contain-intrinsic-block-size: auto 1747px; @media (min-width: 768px) { contain-intrinsic-block-size: auto 616px; }',
    );
  });
});
