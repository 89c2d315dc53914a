import { checkDateLimit, formatDate, startOfDay, type DateLimit } from '@nuri/domain';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../styles/controls.css';
import { Calendar } from './Calendar';
import { parseDateInput } from './calendar-model';
import { Icon } from '../../icons/Icon';

export interface DatePickerProps {
  /** The field's label; also `{field}` in the limit messages. */
  label: string;
  value: Date | null;
  /** Gets local midnight of the chosen day, or null once the field is emptied. */
  onChange: (value: Date | null) => void;
  /** Earliest day allowed; `name` is the limit's label in the message ('{field} must be set after {limit}({date})'). */
  min?: DateLimit;
  /** Latest day allowed ('… before …'). */
  max?: DateLimit;
  /** The field cannot be emptied. */
  required?: boolean;
  disabled?: boolean;
  /** Today, replaced in tests. */
  now?: () => Date;
  className?: string;
}

const systemNow = () => new Date();

/**
 * A date field ('YYYY-MM-DD') with a calendar popup. A day outside `min` / `max` is refused
 * with the limit message (checkDateLimit) and the value stays as it was.
 */
export function DatePicker({
  label,
  value,
  onChange,
  min,
  max,
  required = false,
  disabled = false,
  now = systemNow,
  className,
}: DatePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const valueText = value ? formatDate(value) : '';
  const [text, setText] = useState(valueText);
  const [shownValue, setShownValue] = useState(valueText);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  // A value set from outside (a quick period choice) replaces the text and any message.
  if (shownValue !== valueText) {
    setShownValue(valueText);
    setText(valueText);
    setError(null);
  }

  const accept = (day: Date | null): boolean => {
    const refusal = day ? checkDateLimit({ value: day, field: label, min, max }) : null;
    if (refusal) {
      setError(t(refusal.messageKey, refusal.params));
      return false;
    }
    setError(null);
    setText(day ? formatDate(day) : '');
    onChange(day ? startOfDay(day) : null);
    return true;
  };

  const commitText = () => {
    if (text.trim() === '') {
      if (required) setText(valueText);
      else if (value) accept(null);
      return;
    }
    const day = parseDateInput(text);
    if (!day) setError(t('controls.date.invalid'));
    else if (!value || formatDate(day) !== valueText) accept(day);
    else setError(null);
  };

  const close = useCallback(() => setOpen(false), []);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className={className ? `date-picker ${className}` : 'date-picker'}>
      <label className="date-picker__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className="date-picker__row">
        <input
          id={`${id}-input`}
          className="date-picker__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('controls.date.placeholder')}
          value={text}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => setText(event.target.value)}
          onBlur={commitText}
          onKeyDown={(event) => {
            // Enter commits the typed date; it must not also submit the surrounding form.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            commitText();
          }}
        />
        <button
          ref={toggleRef}
          type="button"
          className="date-picker__toggle"
          disabled={disabled}
          aria-label={t('controls.date.open', { field: label })}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen((shown) => !shown)}
        >
          <Icon name="calendar" size={16} className="date-picker__icon" />
        </button>
      </div>
      <p id={hintId} className="date-picker__hint">
        {t('controls.date.format')}
      </p>
      {error && (
        <p id={errorId} role="alert" className="date-picker__error">
          {error}
        </p>
      )}
      {open && (
        <Calendar
          field={label}
          value={value}
          today={now()}
          min={min?.date}
          max={max?.date}
          toggleRef={toggleRef}
          onClose={close}
          onPick={(day) => {
            if (accept(day)) setOpen(false);
          }}
        />
      )}
    </div>
  );
}
