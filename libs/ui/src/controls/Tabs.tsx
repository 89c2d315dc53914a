import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import '../styles/controls.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list. */
  label: string;
  tabs: readonly TabItem[];
  /** Controlled selection; without it the tabs keep their own, starting at `defaultSelectedId`. */
  selectedId?: string;
  defaultSelectedId?: string;
  onChange?: (id: string) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: Arrow Left/Right (wrapping), Home and End move
 * and select; only the selected tab is in the tab order, its panel follows.
 */
export function Tabs({ label, tabs, selectedId, defaultSelectedId, onChange, className }: TabsProps) {
  const id = useId();
  const enabled = tabs.filter((tab) => !tab.disabled);
  const [own, setOwn] = useState(defaultSelectedId ?? enabled[0]?.id);
  const current = selectedId ?? own;
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (tabId: string, focus: boolean) => {
    setOwn(tabId);
    onChange?.(tabId);
    if (focus) refs.current.get(tabId)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, tabId: string) => {
    const at = enabled.findIndex((tab) => tab.id === tabId);
    const last = enabled.length - 1;
    const target: Record<string, number> = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at <= 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const next = enabled[target[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    select(next.id, true);
  };

  return (
    <div className={className ? `tabs ${className}` : 'tabs'}>
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.id}`}
              className="tabs__tab"
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => select(tab.id, false)}
              onKeyDown={(event) => onKeyDown(event, tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${tab.id}`}
          className="tabs__panel"
          aria-labelledby={`${id}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== current}
        >
          {tab.id === current && tab.content}
        </div>
      ))}
    </div>
  );
}
