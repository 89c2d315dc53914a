import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs, useToast } from '@nuri/ui';
import { AppLink } from './AppLink';
import { openWindow, startDownload } from './download';
import { menuName, menuTarget } from './menu-paths';
import type { MenuItem } from './menu.types';
import { useSystemScope } from './system-scope';

export interface MenuLinkProps {
  item: MenuItem;
  className?: string;
  /** Called after the item was activated (menus close their dropdown or mobile panel). */
  onSelect?: () => void;
}

/** The item's name in the current language. */
export function useMenuName(): (item: Pick<MenuItem, 'name' | 'nameEn'>) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (item) => menuName(item, language);
}

/**
 * One menu item, acting by its link type (spec 000 §2): router → in-app link, iframe → the
 * in-app page embedding the target, builder → new tab, newWindow → window.open, alert → an
 * info message, download → the 'preparing' message, then the download.
 */
export function MenuLink({ item, className = 'menu-link', onSelect }: MenuLinkProps) {
  const { t } = useTranslation();
  const scope = useSystemScope();
  const dialogs = useDialogs();
  const toast = useToast();
  const name = useMenuName()(item);
  const target = menuTarget(item, scope);
  const label: ReactNode = (
    <>
      {name}
      {item.addOn && <span className="menu-link__badge">{t('common.addOn')}</span>}
    </>
  );

  switch (target.kind) {
    case 'route':
      return (
        <AppLink href={target.path} nav className={className} onClick={onSelect}>
          {label}
        </AppLink>
      );
    case 'newTab':
      return (
        <a href={target.url} target="_blank" rel="noopener noreferrer" className={className} onClick={onSelect}>
          {label}
          <span className="nav-sr-only"> {t('nav.newTab')}</span>
        </a>
      );
    case 'newWindow': {
      const open = (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        openWindow(target.url);
        onSelect?.();
      };
      return (
        <a href={target.url} className={className} onClick={open}>
          {label}
          <span className="nav-sr-only"> {t('nav.newWindow')}</span>
        </a>
      );
    }
    case 'alert':
      return (
        <button
          type="button"
          className={className}
          onClick={() => {
            onSelect?.();
            void dialogs.alert({ type: 'info', message: t('nav.alertMessage', { menu: name }) });
          }}
        >
          {label}
        </button>
      );
    case 'download':
      return (
        <button
          type="button"
          className={className}
          onClick={() => {
            onSelect?.();
            toast.show(t('common.preparing'));
            startDownload(target.url);
          }}
        >
          {label}
        </button>
      );
    case 'none':
      return <span className={className}>{label}</span>;
  }
}
