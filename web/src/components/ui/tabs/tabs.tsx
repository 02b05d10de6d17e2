/**
 * Tabs as the WAI-ARIA pattern has them: a tablist of buttons, the chosen one in the tab order and the
 * others reached with the arrow keys (Home and End for the ends), each tab naming the panel it shows.
 * Panels that are not chosen stay mounted but hidden, so what was typed in one survives a switch.
 */
import './tabs.css';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface Tab<Key extends string> {
  key: Key;
  label: string;
  panel: ReactNode;
}

export interface TabsProps<Key extends string> {
  /** Names the tablist for screen readers. */
  label: string;
  tabs: readonly Tab<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
}

export function Tabs<Key extends string>({ label, tabs, selected, onSelect }: TabsProps<Key>) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const tab = next === undefined ? undefined : tabs[next];
    if (next === undefined || !tab) return;
    event.preventDefault();
    onSelect(tab.key);
    buttons.current[next]?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={tab.key === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={tab.key !== selected}
          className="tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
