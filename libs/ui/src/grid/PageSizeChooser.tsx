import { DEFAULT_PAGE_SIZE } from '@nuri/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../styles/grid.css';

export const PAGE_SIZE_OPTIONS: readonly number[] = [DEFAULT_PAGE_SIZE, 20, 50, 100];

export interface PageSizeChooserProps {
  pageSize: number;
  onChange: (pageSize: number) => void;
  options?: readonly number[];
  disabled?: boolean;
}

/** Rows per page, as a labelled select. */
export function PageSizeChooser({ pageSize, onChange, options = PAGE_SIZE_OPTIONS, disabled = false }: PageSizeChooserProps) {
  const { t } = useTranslation();
  const id = useId();
  const choices = options.includes(pageSize) ? options : [...options, pageSize].sort((a, b) => a - b);
  return (
    <div className="page-size-chooser">
      <label htmlFor={id}>{t('grid.pageSize.label')}</label>
      <select id={id} value={pageSize} disabled={disabled} onChange={(e) => onChange(Number(e.target.value))}>
        {choices.map((size) => (
          <option key={size} value={size}>
            {t('grid.pageSize.option', { size })}
          </option>
        ))}
      </select>
    </div>
  );
}
