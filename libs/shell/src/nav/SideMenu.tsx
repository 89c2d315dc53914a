import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { containsPath } from './menu-paths';
import type { MenuItem } from './menu.types';
import { MenuLink, useMenuName } from './MenuLink';
import { useSystemScope } from './system-scope';
import '../styles/nav.css';

export interface SideMenuProps {
  /** The loaded menu tree (render the menu only once menu authorization has loaded). */
  items: readonly MenuItem[];
  /** Called after an item was activated (the layout closes its mobile panel). */
  onSelect?: () => void;
}

// Links and group buttons of the menu that are not inside a collapsed group.
const FOCUSABLE = 'a[href], button:not([disabled])';
function visibleItems(nav: HTMLElement): HTMLElement[] {
  return Array.from(nav.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]'));
}

/**
 * The admin systems' menu: collapsible groups (the one holding the current screen starts
 * open). Arrow keys move between the visible items, Home and End jump to the first and last,
 * Right opens a group and Left closes it.
 */
export function SideMenu({ items, onSelect }: SideMenuProps) {
  const { t } = useTranslation();

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const list = visibleItems(event.currentTarget);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move: Partial<Record<string, number>> = {
      ArrowDown: Math.min(index + 1, list.length - 1),
      ArrowUp: Math.max(index - 1, 0),
      Home: 0,
      End: list.length - 1,
    };
    const next = move[event.key];
    if (next === undefined || index === -1) return;
    event.preventDefault();
    list[next]?.focus();
  };

  return (
    <nav className="side-menu" aria-label={t('nav.admin')} onKeyDown={onKeyDown}>
      <ul className="side-menu__list">
        {items.map((item) => (
          <SideMenuNode key={item.id} item={item} depth={1} onSelect={onSelect} />
        ))}
      </ul>
    </nav>
  );
}

interface SideMenuNodeProps {
  item: MenuItem;
  depth: number;
  onSelect?: () => void;
}

function SideMenuNode({ item, depth, onSelect }: SideMenuNodeProps) {
  const scope = useSystemScope();
  const { pathname } = useLocation();
  const name = useMenuName()(item);
  const listId = useId();
  const holdsCurrent = item.innerMenu.length > 0 && containsPath(item, scope, pathname);
  const [open, setOpen] = useState(holdsCurrent);

  // Going to a screen of the group (by a link elsewhere, or back) opens it.
  useEffect(() => {
    if (holdsCurrent) setOpen(true);
  }, [holdsCurrent]);

  if (item.innerMenu.length === 0) {
    return (
      <li className={`side-menu__item side-menu__item--depth-${depth}`}>
        <MenuLink item={item} className="side-menu__link" onSelect={onSelect} />
      </li>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowRight' && !open) setOpen(true);
    else if (event.key === 'ArrowLeft' && open) setOpen(false);
    else return;
    event.preventDefault();
  };

  return (
    <li className={`side-menu__item side-menu__item--depth-${depth}`}>
      <button
        type="button"
        className={`side-menu__group${holdsCurrent ? ' is-active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        onKeyDown={onKeyDown}
      >
        {name}
      </button>
      <ul id={listId} className="side-menu__list side-menu__list--nested" hidden={!open}>
        {item.innerMenu.map((child) => (
          <SideMenuNode key={child.id} item={child} depth={depth + 1} onSelect={onSelect} />
        ))}
      </ul>
    </li>
  );
}
