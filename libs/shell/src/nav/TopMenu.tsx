import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { containsPath } from './menu-paths';
import type { MenuItem } from './menu.types';
import { MenuLink, useMenuName } from './MenuLink';
import { useSystemScope } from './system-scope';
import '../styles/nav.css';

export interface TopMenuProps {
  /** The loaded menu tree (render the menu only once it has loaded). */
  items: readonly MenuItem[];
  /** Called after an item was activated (the layout closes its mobile panel). */
  onSelect?: () => void;
}

/** The user systems' main menu: top-level items, groups opening a dropdown of their items. */
export function TopMenu({ items, onSelect }: TopMenuProps) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // A dropdown closes on a click outside the menu and when the page changes.
  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [openId]);
  useEffect(() => setOpenId(null), [pathname]);

  const select = () => {
    setOpenId(null);
    onSelect?.();
  };

  return (
    <nav ref={navRef} className="top-menu" aria-label={t('nav.main')}>
      <ul className="top-menu__list">
        {items.map((item) => (
          <li key={item.id} className="top-menu__item">
            {item.innerMenu.length > 0 ? (
              <TopMenuGroup
                item={item}
                open={openId === item.id}
                onToggle={(open) => setOpenId(open ? item.id : null)}
                onSelect={select}
              />
            ) : (
              <MenuLink item={item} className="top-menu__link" onSelect={select} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface TopMenuGroupProps {
  item: MenuItem;
  open: boolean;
  onToggle: (open: boolean) => void;
  onSelect: () => void;
}

function TopMenuGroup({ item, open, onToggle, onSelect }: TopMenuGroupProps) {
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const name = useMenuName()(item);
  const scope = useSystemScope();
  const { pathname } = useLocation();
  const active = containsPath(item, scope, pathname);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onToggle(false);
    buttonRef.current?.focus();
  };

  return (
    <div
      className="top-menu__group"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing out of an open dropdown closes it.
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onToggle(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`top-menu__link top-menu__toggle${active ? ' is-active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onToggle(!open)}
      >
        {name}
      </button>
      <ul id={listId} className="top-menu__dropdown" hidden={!open}>
        {item.innerMenu.map((child) => (
          <DropdownItem key={child.id} item={child} onSelect={onSelect} />
        ))}
      </ul>
    </div>
  );
}

function DropdownItem({ item, onSelect }: { item: MenuItem; onSelect: () => void }) {
  const name = useMenuName()(item);
  if (item.innerMenu.length === 0) {
    return (
      <li>
        <MenuLink item={item} className="top-menu__dropdown-link" onSelect={onSelect} />
      </li>
    );
  }
  // A deeper group is shown as a heading over its items.
  return (
    <li className="top-menu__subgroup">
      <span className="top-menu__subgroup-title">{name}</span>
      <ul>
        {item.innerMenu.map((child) => (
          <DropdownItem key={child.id} item={child} onSelect={onSelect} />
        ))}
      </ul>
    </li>
  );
}
