import { vars } from '@manzil/ui';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  gap: ${vars.space[1]};
  overflow-x: auto;
  padding: ${vars.space[1]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceAlt};
  scrollbar-width: thin;
`;

const Tab = styled.button`
  flex: 1 0 auto;
  min-height: 44px;
  padding: 0 ${vars.space[4]};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surface};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }

  &[aria-selected='true'] {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }
`;

const Panel = styled.div`
  padding-top: ${vars.space[6]};

  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 4px;
    border-radius: ${vars.radius.sm};
  }
`;

export interface CalculatorTabListProps<Id extends string> {
  label: string;
  ids: readonly Id[];
  labels: Record<Id, string>;
  selected: Id;
  onSelect: (id: Id) => void;
  children: ReactNode;
}

/**
 * Controlled ARIA tabs (the caller keeps the choice, here in the URL): one tab stop, arrow keys move and select
 * (mirrored in right-to-left pages), Home and End jump to the ends; the panel is labelled by its tab.
 */
export function CalculatorTabList<Id extends string>({
  label,
  ids,
  labels,
  selected,
  onSelect,
  children,
}: CalculatorTabListProps<Id>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  // On a phone the tabs scroll sideways: bring the selected one into view (only the list scrolls, not the page).
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>(`[data-tab-id="${selected}"]`);
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const listBox = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    const margin = 8;
    if (tabBox.right > listBox.right) list.scrollLeft += tabBox.right - listBox.right + margin;
    else if (tabBox.left < listBox.left) list.scrollLeft += tabBox.left - listBox.left - margin;
  }, [selected]);

  const move = (index: number) => {
    const id = ids[(index + ids.length) % ids.length];
    if (id === undefined) return;
    onSelect(id);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-tab-id="${id}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = ids.indexOf(selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) move(current + 1);
    else if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) move(current - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(ids.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div>
      <List role="tablist" aria-label={label} ref={listRef} onKeyDown={onKeyDown}>
        {ids.map((id) => {
          const isSelected = id === selected;
          return (
            <Tab
              key={id}
              type="button"
              role="tab"
              id={`${baseId}-tab-${id}`}
              data-tab-id={id}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(id)}
            >
              {labels[id]}
            </Tab>
          );
        })}
      </List>
      <Panel
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${selected}`}
        tabIndex={0}
      >
        {children}
      </Panel>
    </div>
  );
}
