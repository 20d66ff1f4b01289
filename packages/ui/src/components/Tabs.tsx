import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
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
  font: inherit;
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

export interface TabItem<Id extends string = string> {
  id: Id;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps<Id extends string = string> {
  /** Accessible name of the tab list. */
  label: string;
  items: TabItem<Id>[];
  /** The first tab shown when the tabs keep their own choice. */
  defaultValue?: Id;
  /** The shown tab, when the caller keeps the choice (in the URL, say); `onValueChange` then changes it. */
  value?: Id;
  /** Called with the tab the user picks (click, arrow keys, Home, End). */
  onValueChange?: (id: Id) => void;
}

/**
 * Tabs following the ARIA pattern: one tab stop, arrow keys move between tabs (mirrored in right-to-left
 * pages), Home and End jump to the ends, the panel is labelled by its tab. On a phone the list scrolls sideways
 * and keeps the selected tab in view. Uncontrolled (`defaultValue`) or controlled (`value`, `onValueChange`).
 */
export function Tabs<Id extends string = string>({
  label,
  items,
  defaultValue,
  value,
  onValueChange,
}: TabsProps<Id>) {
  const [own, setOwn] = useState(defaultValue ?? items[0]?.id);
  const selected = value ?? own;
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  // Only the list scrolls to bring the selected tab into view, never the page.
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

  const choose = (id: Id) => {
    if (value === undefined) setOwn(id);
    onValueChange?.(id);
  };

  const move = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    choose(item.id);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-tab-id="${item.id}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.id === selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = rtl ? 'ArrowLeft' : 'ArrowRight';
    const previous = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === next) move(current + 1);
    else if (event.key === previous) move(current - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
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
              onClick={() => choose(item.id)}
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
