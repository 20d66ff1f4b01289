import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { vars } from '../tokens/index.ts';

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
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surface};
  }

  &[aria-selected='true'] {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }
`;

const Panel = styled.div`
  padding-top: ${vars.space[6]};
`;

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: TabItem[];
  defaultValue?: string;
}

/**
 * Tabs following the ARIA pattern: one tab stop, arrow keys move between tabs (mirrored in right-to-left
 * pages), Home and End jump to the ends, the panel is labelled by its tab.
 */
export function Tabs({ label, items, defaultValue }: TabsProps) {
  const [selected, setSelected] = useState(defaultValue ?? items[0]?.id);
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setSelected(item.id);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-tab-id="${item.id}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.id === selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = rtl ? 'ArrowLeft' : 'ArrowRight';
    const previous = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === next) select(current + 1);
    else if (event.key === previous) select(current - 1);
    else if (event.key === 'Home') select(0);
    else if (event.key === 'End') select(items.length - 1);
    else return;
    event.preventDefault();
  };

  const active = items.find((item) => item.id === selected);
  return (
    <div>
      <List role="tablist" aria-label={label} ref={listRef} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <Tab
              key={item.id}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              data-tab-id={item.id}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(item.id)}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {active ? (
        <Panel
          role="tabpanel"
          id={`${baseId}-panel-${active.id}`}
          aria-labelledby={`${baseId}-tab-${active.id}`}
          tabIndex={0}
        >
          {active.panel}
        </Panel>
      ) : null}
    </div>
  );
}
