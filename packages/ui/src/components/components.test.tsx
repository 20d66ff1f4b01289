import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArrowRightIcon, LogoMark, SearchIcon } from '../icons/index.tsx';
import { ThemeRoot } from '../ThemeRoot.tsx';
import { Badge } from './Badge.ts';
import { Button, IconButton } from './Button.tsx';
import { Dialog } from './Dialog.tsx';
import { SkipLink, VisuallyHidden } from './Layout.ts';
import { Skeleton } from './Skeleton.tsx';
import { Spinner } from './Spinner.tsx';
import { Tabs } from './Tabs.tsx';
import { TOAST_DURATION_MS, TOAST_SWIPE_DISMISS_PX, ToastRegion, toast, useToastStore } from './Toast.tsx';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>More filters</Button>
      <Dialog
        open={open}
        title="More filters"
        closeLabel="Close"
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
      >
        <label>
          Bedrooms <input />
        </label>
      </Dialog>
    </>
  );
}

function Region() {
  return <ToastRegion label="Notifications" dismissLabel="Dismiss" />;
}

describe('Button', () => {
  it('is a type="button" by default, so it never submits a form by accident', () => {
    render(<Button>Search</Button>);
    expect(screen.getByRole('button', { name: 'Search' })).toHaveProperty('type', 'button');
  });

  it('keeps an explicit submit type', () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('type', 'submit');
  });

  it('renders as a link without a type attribute', () => {
    render(
      <Button as="a" href="/properties" $variant="accent">
        Browse
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Browse' });
    expect(link.getAttribute('href')).toBe('/properties');
    expect(link.hasAttribute('type')).toBe(false);
  });

  it('does not leak style props to the DOM', () => {
    render(
      <Button $variant="secondary" $size="lg" $fullWidth>
        Go
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.getAttributeNames().some((name) => name.startsWith('$'))).toBe(false);
  });
});

describe('IconButton', () => {
  it('takes its accessible name from the label', () => {
    const onClick = vi.fn();
    render(
      <IconButton label="Open menu" onClick={onClick}>
        <SearchIcon />
      </IconButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('icons', () => {
  it('are hidden from assistive technology unless titled', () => {
    const { container } = render(<SearchIcon />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    render(<LogoMark title="Manzil" />);
    expect(screen.getByRole('img', { name: 'Manzil' })).toBeTruthy();
  });

  it('draw with the current colour', () => {
    const { container } = render(<ArrowRightIcon size={32} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('stroke')).toBe('currentColor');
    expect(svg?.getAttribute('width')).toBe('32');
  });
});

describe('Badge, Skeleton, VisuallyHidden, SkipLink, Spinner', () => {
  it('render their content and roles', () => {
    render(
      <ThemeRoot dir="rtl">
        <Badge $tone="accent">تجريبي</Badge>
        <Skeleton data-testid="skeleton" $height="320px" />
        <VisuallyHidden>hidden heading</VisuallyHidden>
        <SkipLink href="#main">Skip to main content</SkipLink>
        <Spinner label="Loading…" />
      </ThemeRoot>,
    );
    expect(screen.getByText('تجريبي')).toBeTruthy();
    expect(screen.getByTestId('skeleton').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('hidden heading')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});

describe('Dialog', () => {
  it('opens as a modal named by its title and closes with its close button', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More filters' }));
    const dialog = screen.getByRole('dialog', { name: 'More filters' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(screen.getByLabelText('Bedrooms')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
  });

  it('asks its parent to close on Escape (the cancel event)', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'More filters' }));
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(onClose).toHaveBeenCalledOnce();
    expect(dialog.open).toBe(false);
  });

  it('keeps a footer with its buttons under the body, and says when it is busy', () => {
    const { rerender } = render(
      <Dialog open title="Edit emirate" closeLabel="Close" onClose={() => {}} footer={<Button>Save</Button>}>
        <p>The form</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit emirate' });
    const save = screen.getByRole('button', { name: 'Save' });
    // The footer comes after the body, outside the part that scrolls.
    expect(screen.getByText('The form').parentElement?.contains(save)).toBe(false);
    expect(
      screen.getByText('The form').compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(dialog.getAttribute('aria-busy')).toBeNull();
    rerender(
      <Dialog
        open
        busy
        title="Edit emirate"
        closeLabel="Close"
        onClose={() => {}}
        footer={<Button>Save</Button>}
      >
        <p>The form</p>
      </Dialog>,
    );
    expect(dialog.getAttribute('aria-busy')).toBe('true');
  });

  it('asks its parent to close on a click on the backdrop, not on one inside', () => {
    const onClose = vi.fn();
    render(
      <Dialog open size="lg" title="Versions" closeLabel="Close" onClose={onClose}>
        <p>Version 3</p>
      </Dialog>,
    );
    fireEvent.click(screen.getByText('Version 3'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('dialog', { name: 'Versions' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('Toast', () => {
  afterEach(() => {
    vi.useRealTimers();
    act(() => useToastStore.getState().dismiss());
  });

  it('shows one toast at a time: a new one replaces the current', () => {
    render(<Region />);
    act(() => {
      toast({ title: 'Message sent successfully!', tone: 'success' });
      toast({ title: 'Access Granted' });
    });
    expect(screen.queryByText('Message sent successfully!')).toBeNull();
    expect(screen.getByText('Access Granted')).toBeTruthy();
  });

  it('hides itself after 5 seconds by default', () => {
    vi.useFakeTimers();
    render(<Region />);
    act(() => {
      toast({ title: 'Logged Out', description: 'See you soon' });
    });
    expect(screen.getByText('See you soon')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Logged Out')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Logged Out')).toBeNull();
  });

  it('can be dismissed, and lives in a polite live region named for F8', () => {
    render(<Region />);
    act(() => {
      toast({ title: 'Data Exported' });
    });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Data Exported')).toBeNull();
  });

  it('is dismissed by a swipe to the right, and springs back from a short one', () => {
    render(<Region />);
    act(() => {
      toast({ title: 'Saved' });
    });
    const card = screen.getByTestId('toast');
    fireEvent.pointerDown(card, { pointerId: 1, clientX: 100 });
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 140 });
    expect(card.style.transform).toBe('translateX(40px)');
    fireEvent.pointerUp(card, { pointerId: 1, clientX: 140 });
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(card.style.transform).toBe('');

    fireEvent.pointerDown(card, { pointerId: 2, clientX: 100 });
    fireEvent.pointerMove(card, { pointerId: 2, clientX: 100 + TOAST_SWIPE_DISMISS_PX + 10 });
    fireEvent.pointerUp(card, { pointerId: 2 });
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('moves focus to the region on F8', () => {
    render(<Region />);
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });
});

describe('Tabs', () => {
  const items = [
    { id: 'mortgage', label: 'Mortgage', panel: <p>Mortgage panel</p> },
    { id: 'rent', label: 'Rent vs Buy', panel: <p>Rent panel</p> },
    { id: 'afford', label: 'Affordability', panel: <p>Affordability panel</p> },
  ];

  it('shows the first tab and switches on click', () => {
    render(<Tabs label="Calculators" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Calculators' })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Mortgage' }).textContent).toBe('Mortgage panel');
    fireEvent.click(screen.getByRole('tab', { name: 'Rent vs Buy' }));
    expect(screen.getByRole('tab', { name: 'Rent vs Buy' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Rent panel');
  });

  it('moves with the arrow keys and wraps around, with one tab stop', () => {
    render(<Tabs label="Calculators" items={items} />);
    const first = screen.getByRole('tab', { name: 'Mortgage' });
    expect(first.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Rent vs Buy' }).tabIndex).toBe(-1);
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Affordability panel');
    fireEvent.keyDown(first, { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Mortgage panel');
  });

  it('mirrors the arrow keys in right-to-left pages', () => {
    render(
      <div dir="rtl" style={{ direction: 'rtl' }}>
        <Tabs label="الحاسبات" items={items} />
      </div>,
    );
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Mortgage' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Rent panel');
  });

  it('lets the caller keep the choice: it shows `value` and reports clicks and keys to `onValueChange`', () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <Tabs label="Calculators" items={items} value="rent" onValueChange={onValueChange} />,
    );
    expect(screen.getByRole('tabpanel', { name: 'Rent vs Buy' }).textContent).toBe('Rent panel');
    fireEvent.click(screen.getByRole('tab', { name: 'Affordability' }));
    expect(onValueChange).toHaveBeenLastCalledWith('afford');
    // Until the caller changes `value`, the shown tab stays.
    expect(screen.getByRole('tabpanel').textContent).toBe('Rent panel');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Rent vs Buy' }), { key: 'End' });
    expect(onValueChange).toHaveBeenLastCalledWith('afford');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Affordability' }));
    rerender(<Tabs label="Calculators" items={items} value="afford" onValueChange={onValueChange} />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Affordability panel');
    expect(screen.getByRole('tab', { name: 'Affordability' }).tabIndex).toBe(0);
  });

  it('scrolls only its own list to bring the selected tab into view on a narrow screen', () => {
    const box = (left: number, right: number) => ({ left, right }) as DOMRect;
    const { rerender } = render(<Tabs label="Calculators" items={items} value="mortgage" />);
    const list = screen.getByRole('tablist');
    Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 600 });
    Object.defineProperty(list, 'clientWidth', { configurable: true, value: 300 });
    list.getBoundingClientRect = () => box(0, 300);
    screen.getByRole('tab', { name: 'Affordability' }).getBoundingClientRect = () => box(400, 560);
    rerender(<Tabs label="Calculators" items={items} value="afford" />);
    expect(list.scrollLeft).toBe(268);
  });
});
