import { vars, zIndex } from '@manzil/ui';
import { type ReactElement, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';

/** Spec 4 and 9: a tooltip opens after 700 ms; moving to another within 300 ms of closing one opens it at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_MS = 300;

let lastClosedAt = 0;

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span<{ $side: 'top' | 'start' | 'end' }>`
  position: absolute;
  z-index: ${zIndex.toast};
  ${(p) =>
    p.$side === 'top'
      ? 'bottom: calc(100% + 8px); left: 50%; transform: translateX(-50%);'
      : p.$side === 'start'
        ? 'right: calc(100% + 10px); top: 50%; transform: translateY(-50%);'
        : 'left: calc(100% + 10px); top: 50%; transform: translateY(-50%);'}
  padding: ${vars.space[1]} ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.text};
  color: ${vars.color.bg};
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
  white-space: nowrap;
  pointer-events: none;
  box-shadow: ${vars.shadow.md};
`;

export interface TooltipProps {
  label: string;
  /** Where it shows: above, or beside on the start or end side (flips in Arabic). */
  side?: 'top' | 'start' | 'end';
  /** One focusable element (a link or button) that `label` describes. */
  children: ReactElement;
}

/**
 * The tooltip's behaviour for any trigger: spread `triggerProps` on the element (or a wrapper that is its
 * positioning parent) and render `bubble` inside it.
 */
export function useTooltip(label: string, side: 'top' | 'start' | 'end' = 'top') {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  const show = () => {
    clearTimeout(timer.current);
    if (Date.now() - lastClosedAt < TOOLTIP_SKIP_MS) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    open,
    triggerProps: { onPointerEnter: show, onPointerLeave: hide, onFocus: show, onBlur: hide },
    bubble: open ? (
      <Bubble id={id} role="tooltip" $side={side}>
        {label}
      </Bubble>
    ) : null,
  };
}

/** A small text shown on hover or keyboard focus of `children`; Escape hides it. */
export function Tooltip({ label, side = 'top', children }: TooltipProps) {
  const { triggerProps, bubble } = useTooltip(label, side);
  return (
    <Wrap {...triggerProps}>
      {children}
      {bubble}
    </Wrap>
  );
}
