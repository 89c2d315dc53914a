import { formatDate } from '@nuri/domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../../overlay/focus-trap';
import { dayForKey, isSameDay, isWithin, monthWeeks, WEEKDAY_KEYS } from './calendar-model';
import { CalendarHeader } from './CalendarHeader';

export interface CalendarProps {
  /** Label of the field, for the popup's name. */
  field: string;
  value: Date | null;
  today: Date;
  /** Days outside are marked unavailable; choosing one still reaches onPick, which refuses it. */
  min?: Date;
  max?: Date;
  onPick: (day: Date) => void;
  onClose: () => void;
  /** The button that opens the calendar: a press on it is its own toggle, not a press outside. */
  toggleRef?: RefObject<HTMLElement | null>;
}

/**
 * The date picker's popup (APG date picker dialog): a grid of days navigated with the arrow
 * keys, Home/End (week), PageUp/PageDown (month, with Shift a year); Enter picks, Escape
 * closes. Focus is trapped inside and returns to the opener on close.
 */
export function Calendar({ field, value, today, min, max, onPick, onClose, toggleRef }: CalendarProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const [focused, setFocused] = useState(value ?? today);
  const rootRef = useRef<HTMLDivElement>(null);
  const focusedRef = useRef<HTMLButtonElement>(null);
  // Only a key in the grid moves DOM focus; the month buttons and dropdowns keep it.
  const moveFocus = useRef(false);
  const trapTab = useFocusTrap(rootRef, focusedRef);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    focusedRef.current?.focus();
  }, [focused]);

  useEffect(() => {
    const onPointer = (event: MouseEvent) => {
      const target = event.target;
      if (
        !(target instanceof Node) ||
        rootRef.current?.contains(target) ||
        toggleRef?.current?.contains(target)
      )
        return;
      onClose();
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [onClose, toggleRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Closes the calendar only, not a modal around it.
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event);
  };

  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = dayForKey(event.key, event.shiftKey, focused);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(next);
  };

  return (
    <div
      ref={rootRef}
      className="calendar"
      role="dialog"
      aria-modal="true"
      aria-label={t('controls.date.calendar', { field })}
      onKeyDown={onKeyDown}
    >
      <CalendarHeader shown={focused} captionId={captionId} onShow={setFocused} />
      <table role="grid" className="calendar__grid" aria-labelledby={captionId} onKeyDown={onGridKey}>
        <thead>
          <tr>
            {WEEKDAY_KEYS.map((key) => (
              <th key={key} scope="col">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused.getFullYear(), focused.getMonth()).map((week) => (
            <tr key={formatDate(week[0])}>
              {week.map((day) => {
                const isFocused = isSameDay(day, focused);
                const classes = ['calendar__day'];
                if (day.getMonth() !== focused.getMonth()) classes.push('calendar__day--outside');
                if (isSameDay(day, value)) classes.push('calendar__day--selected');
                return (
                  <td key={formatDate(day)} aria-selected={isSameDay(day, value)}>
                    <button
                      ref={isFocused ? focusedRef : undefined}
                      type="button"
                      className={classes.join(' ')}
                      tabIndex={isFocused ? 0 : -1}
                      aria-label={formatDate(day)}
                      aria-current={isSameDay(day, today) ? 'date' : undefined}
                      aria-disabled={isWithin(day, min, max) ? undefined : true}
                      onClick={() => onPick(day)}
                    >
                      {day.getDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
