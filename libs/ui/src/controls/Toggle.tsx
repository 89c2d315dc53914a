import { useTranslation } from 'react-i18next';
import '../styles/controls.css';

export interface ToggleProps {
  /** Names the switch. */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Shows 켜짐/꺼짐 next to the label (on by default). */
  showState?: boolean;
  className?: string;
}

/** An on/off switch (role switch, aria-checked); Space and Enter flip it as a button does. */
export function Toggle({
  label,
  checked,
  onChange,
  disabled = false,
  showState = true,
  className,
}: ToggleProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      className={className ? `toggle ${className}` : 'toggle'}
      onClick={() => onChange(!checked)}
    >
      <span className="toggle__track" aria-hidden="true">
        <span className="toggle__thumb" />
      </span>
      <span className="toggle__label">{label}</span>
      {/* The state is in aria-checked already: the words are for the eye. */}
      {showState && (
        <span className="toggle__state" aria-hidden="true">
          {t(checked ? 'controls.toggle.on' : 'controls.toggle.off')}
        </span>
      )}
    </button>
  );
}
