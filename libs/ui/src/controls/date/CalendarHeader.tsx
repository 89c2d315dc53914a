import { addMonths, yearOptions } from '@nuri/domain';
import { useTranslation } from 'react-i18next';
import { MONTH_KEYS } from './calendar-model';
import { Icon } from '../../icons/Icon';

interface CalendarHeaderProps {
  shown: Date;
  captionId: string;
  onShow: (day: Date) => void;
}

/** Month navigation: previous / next month, a year dropdown (±50 years) and a month dropdown. */
export function CalendarHeader({ shown, captionId, onShow }: CalendarHeaderProps) {
  const { t } = useTranslation();
  const year = shown.getFullYear();
  const month = shown.getMonth();
  // Month arithmetic clamps the day (Mar 31 → Feb 29), so the focused day always exists.
  const moveMonths = (months: number) => onShow(addMonths(shown, months));

  return (
    <div className="calendar__header">
      <button
        type="button"
        className="calendar__nav"
        aria-label={t('controls.date.previousMonth')}
        onClick={() => moveMonths(-1)}
      >
        <Icon name="chevronLeft" size={16} />
      </button>
      <select
        className="calendar__year"
        aria-label={t('controls.date.year')}
        value={year}
        onChange={(event) => moveMonths((Number(event.target.value) - year) * 12)}
      >
        {yearOptions(year).map((option) => (
          <option key={option} value={option}>
            {t('controls.date.yearOption', { year: option })}
          </option>
        ))}
      </select>
      <select
        className="calendar__month"
        aria-label={t('controls.date.month')}
        value={month}
        onChange={(event) => moveMonths(Number(event.target.value) - month)}
      >
        {MONTH_KEYS.map((key, index) => (
          <option key={key} value={index}>
            {t(key)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="calendar__nav"
        aria-label={t('controls.date.nextMonth')}
        onClick={() => moveMonths(1)}
      >
        <Icon name="chevronRight" size={16} />
      </button>
      <p id={captionId} className="calendar__caption" aria-live="polite">
        {t('controls.date.monthTitle', { year, month: t(MONTH_KEYS[month]) })}
      </p>
    </div>
  );
}
