import { useTranslation } from 'react-i18next';
import { PAGE_GROUP_SIZE, pageWindow } from './page-window';
import '../styles/grid.css';
import { Icon } from '../icons/Icon';

export interface PageNavigatorProps {
  /** The current page, from 1. */
  pageIndex: number;
  pageCount: number;
  onChange: (pageIndex: number) => void;
  /** Page numbers shown at once (blocks of 10 by default). */
  groupSize?: number;
  /** Accessible name of the navigation ('페이지 이동' by default). */
  label?: string;
  disabled?: boolean;
}

/** First / previous / numbered / next / last page buttons; the current page has aria-current. */
export function PageNavigator({
  pageIndex,
  pageCount,
  onChange,
  groupSize = PAGE_GROUP_SIZE,
  label,
  disabled = false,
}: PageNavigatorProps) {
  const { t } = useTranslation();
  if (pageCount < 1) return null;
  const pages = pageWindow(pageIndex, pageCount, groupSize);
  const atFirst = pageIndex <= 1;
  const atLast = pageIndex >= pageCount;
  const go = (target: number) => {
    const page = Math.min(Math.max(1, target), pageCount);
    if (page !== pageIndex) onChange(page);
  };

  return (
    <nav className="page-navigator" aria-label={label ?? t('grid.nav.label')}>
      <ul>
        <li>
          <button type="button" className="page-navigator__step" aria-label={t('grid.nav.first')} disabled={disabled || atFirst} onClick={() => go(1)}>
            <Icon name="chevronsLeft" size={16} />
          </button>
        </li>
        <li>
          <button type="button" className="page-navigator__step" aria-label={t('grid.nav.previous')} disabled={disabled || atFirst} onClick={() => go(pageIndex - 1)}>
            <Icon name="chevronLeft" size={16} />
          </button>
        </li>
        {pages.map((page) => (
          <li key={page}>
            <button
              type="button"
              className="page-navigator__page"
              aria-label={t('grid.nav.page', { page })}
              aria-current={page === pageIndex ? 'page' : undefined}
              disabled={disabled && page !== pageIndex}
              onClick={() => go(page)}
            >
              {page}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className="page-navigator__step" aria-label={t('grid.nav.next')} disabled={disabled || atLast} onClick={() => go(pageIndex + 1)}>
            <Icon name="chevronRight" size={16} />
          </button>
        </li>
        <li>
          <button type="button" className="page-navigator__step" aria-label={t('grid.nav.last')} disabled={disabled || atLast} onClick={() => go(pageCount)}>
            <Icon name="chevronsRight" size={16} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
