import { type PointerEvent as ReactPointerEvent, useEffect, useRef } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { create } from 'zustand';
import { CloseIcon } from '../icons/index.tsx';
import { vars, zIndex } from '../tokens/index.ts';
import { IconButton } from './Button.tsx';
import { aboveFabs } from './Fab.ts';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastInput {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds before it hides itself (spec 9: 5000 by default). */
  duration?: number;
}

export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

export const TOAST_DURATION_MS = 5000;
/** How far a toast must be swiped to the right to be dismissed (spec 4: swipe right to dismiss). */
export const TOAST_SWIPE_DISMISS_PX = 80;

interface ToastState {
  current: ToastItem | null;
  show: (input: ToastInput) => number;
  dismiss: (id?: number) => void;
}

let nextId = 1;

/**
 * One toast at a time (spec 4): a new toast replaces the one showing. The store is a module singleton; the
 * `@manzil/ui` package is shared, so every micro-frontend talks to the same store and the shell's region.
 */
export const useToastStore = create<ToastState>((set, get) => ({
  current: null,
  show: (input) => {
    const id = nextId++;
    set({ current: { id, tone: 'info', duration: TOAST_DURATION_MS, ...input } });
    return id;
  },
  dismiss: (id) => {
    if (id === undefined || get().current?.id === id) set({ current: null });
  },
}));

/** Shows a toast from anywhere: `toast({ title: t('contact.sent'), tone: 'success' })`. */
export function toast(input: ToastInput): number {
  return useToastStore.getState().show(input);
}

const enter = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

// Above the floating WhatsApp and assistant buttons (bottom corners), so a toast never covers them.
const Region = styled.section`
  position: fixed;
  ${aboveFabs}
  right: ${vars.space[4]};
  z-index: ${zIndex.toast};
  width: min(380px, calc(100vw - 2rem));
  outline: none;
`;

const toneStyles: Record<ToastTone, ReturnType<typeof css>> = {
  info: css`border-left-color: ${vars.color.primary};`,
  success: css`border-left-color: ${vars.color.success};`,
  error: css`border-left-color: ${vars.color.danger};`,
};

const Card = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[3]} ${vars.space[3]} ${vars.space[4]};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  border: 1px solid ${vars.color.border};
  border-left-width: 4px;
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.lg};
  animation: ${enter} 0.2s ease-out;
  /* Vertical scrolling stays with the page; a horizontal drag is the swipe. */
  touch-action: pan-y;
  ${(p) => toneStyles[p.$tone]}
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Description = styled.p`
  margin: ${vars.space[1]} 0 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export interface ToastRegionProps {
  /** Accessible name of the region (translated), e.g. t('status.notifications'). */
  label: string;
  /** Accessible name of the dismiss button (translated). */
  dismissLabel: string;
}

/** Where toasts appear (mount once, in the shell or a standalone DevRoot). F8 moves focus to it. */
export function ToastRegion({ label, dismissLabel }: ToastRegionProps) {
  const current = useToastStore((state) => state.current);
  const dismiss = useToastStore((state) => state.dismiss);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => dismiss(current.id), current.duration);
    return () => window.clearTimeout(timer);
  }, [current, dismiss]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Swipe right to dismiss: the card follows the finger (or mouse) to the right and goes when let go far enough.
  const swipe = useRef<{ pointerId: number; startX: number; dx: number } | null>(null);
  const moveCard = (card: HTMLElement, dx: number) => {
    card.style.transform = dx ? `translateX(${dx}px)` : '';
    card.style.opacity = dx ? String(Math.max(0.3, 1 - dx / (TOAST_SWIPE_DISMISS_PX * 3))) : '';
  };
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    swipe.current = { pointerId: event.pointerId, startX: event.clientX, dx: 0 };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const state = swipe.current;
    if (!state || state.pointerId !== event.pointerId) return;
    state.dx = Math.max(0, event.clientX - state.startX);
    moveCard(event.currentTarget, state.dx);
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    const state = swipe.current;
    if (!state || state.pointerId !== event.pointerId) return;
    swipe.current = null;
    if (state.dx >= TOAST_SWIPE_DISMISS_PX && current) dismiss(current.id);
    else moveCard(event.currentTarget, 0);
  };

  return (
    <Region ref={regionRef} aria-label={`${label} (F8)`} tabIndex={-1}>
      {/* The live region stays in the DOM so screen readers announce what is put in it. */}
      <div role="status" aria-live="polite">
        {current ? (
          <Card
            $tone={current.tone}
            key={current.id}
            data-testid="toast"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={onPointerEnd}
          >
            <Text>
              <Title>{current.title}</Title>
              {current.description ? <Description>{current.description}</Description> : null}
            </Text>
            <IconButton label={dismissLabel} size="sm" onClick={() => dismiss(current.id)}>
              <CloseIcon size={16} />
            </IconButton>
          </Card>
        ) : null}
      </div>
    </Region>
  );
}
