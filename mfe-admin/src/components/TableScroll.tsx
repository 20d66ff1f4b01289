import { vars } from '@manzil/ui';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';

const Scroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
  /* A sideways swipe that reaches the table's end (its left end in Arabic) does not move the page. */
  overscroll-behavior-x: contain;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

type Name = { labelledBy: string; label?: never } | { label: string; labelledBy?: never };

/**
 * A table that scrolls sideways on a phone instead of squeezing its columns. While its content is wider than the
 * screen it is a named region in the tab order, so a keyboard user can scroll it with the arrow keys even when the
 * table has no links or buttons (WCAG 2.1.1); when everything fits it is a plain box and adds no tab stop.
 */
export function TableScroll({ children, label, labelledBy }: Name & { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <Scroller
      ref={box}
      {...(scrolls
        ? { tabIndex: 0, role: 'region', 'aria-label': label, 'aria-labelledby': labelledBy }
        : {})}
    >
      {children}
    </Scroller>
  );
}
