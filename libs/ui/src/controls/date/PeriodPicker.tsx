import {
  compareDays,
  endOfDay,
  PERIOD_CHOICES,
  PERIOD_MESSAGE_KEYS,
  periodRange,
  type DateLimit,
  type PeriodChoice,
} from '@nuri/domain';
import { useTranslation } from 'react-i18next';
import '../../styles/controls.css';
import { DatePicker } from './DatePicker';
import { earlierLimit, laterLimit } from './period-limits';

export interface PeriodValue {
  /** 00:00:00.000 of the first day. */
  start: Date | null;
  /** 23:59:59.999 of the last day. */
  end: Date | null;
}

export interface PeriodPickerProps {
  /** Names the group (legend). */
  label: string;
  value: PeriodValue;
  onChange: (value: PeriodValue) => void;
  /** Field labels ('시작일' / '종료일' by default); they also name the limits in the messages. */
  startLabel?: string;
  endLabel?: string;
  /** The quick choices offered (all five by default). */
  choices?: readonly PeriodChoice[];
  /** Outer limits of the whole period. */
  min?: DateLimit;
  max?: DateLimit;
  required?: boolean;
  disabled?: boolean;
  /** Today, replaced in tests. */
  now?: () => Date;
  className?: string;
}

const systemNow = () => new Date();

const sameRange = (a: PeriodValue, start: Date, end: Date) =>
  !!a.start && !!a.end && compareDays(a.start, start) === 0 && compareDays(a.end, end) === 0;

/**
 * A start and an end date with quick choices (today, 1 week, 1/3/6 months, each ending at the
 * end of today). The start can't pass the end nor the end precede the start: each field's
 * limit is the other one, refused with the limit message.
 */
export function PeriodPicker({
  label,
  value,
  onChange,
  startLabel,
  endLabel,
  choices = PERIOD_CHOICES,
  min,
  max,
  required,
  disabled,
  now = systemNow,
  className,
}: PeriodPickerProps) {
  const { t } = useTranslation();
  const startName = startLabel ?? t('controls.period.start');
  const endName = endLabel ?? t('controls.period.end');
  const startMax = earlierLimit(max, value.end ? { date: value.end, name: endName } : undefined);
  const endMin = laterLimit(min, value.start ? { date: value.start, name: startName } : undefined);

  return (
    <fieldset className={className ? `period-picker ${className}` : 'period-picker'} disabled={disabled}>
      <legend className="period-picker__legend">{label}</legend>
      <div className="period-picker__fields">
        <DatePicker
          label={startName}
          value={value.start}
          min={min}
          max={startMax}
          required={required}
          now={now}
          onChange={(start) => onChange({ ...value, start })}
        />
        <span className="period-picker__dash" aria-hidden="true">
          ~
        </span>
        <DatePicker
          label={endName}
          value={value.end}
          min={endMin}
          max={max}
          required={required}
          now={now}
          onChange={(end) => onChange({ ...value, end: end ? endOfDay(end) : null })}
        />
      </div>
      <div className="period-picker__choices" role="group" aria-label={t('controls.period.quickChoice')}>
        {choices.map((choice) => {
          const range = periodRange(choice, now());
          return (
            <button
              key={choice}
              type="button"
              className="period-picker__choice button--secondary"
              aria-pressed={sameRange(value, range.start, range.end)}
              onClick={() => onChange(range)}
            >
              {t(PERIOD_MESSAGE_KEYS[choice])}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
