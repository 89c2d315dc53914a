import { useId, type ReactNode } from 'react';
import '../../styles/field.css';

/** What every labelled field takes besides its control. */
export interface FieldFrameProps {
  /** The control's id; one is made when absent. Forms that focus a field by id pass theirs. */
  id?: string;
  label: string;
  /** Shown under the field and tied to it (aria-describedby); the control is marked invalid. */
  error?: string | null;
  /** A standing explanation (rules), also tied to the field. */
  hint?: ReactNode;
  /** A positive note (an id that is available), read politely; hidden while there is an error. */
  note?: string | null;
  /** Beside the control (a 'check' button). */
  action?: ReactNode;
  /** Marks the field required: an asterisk for the eye, `required` on the control. */
  required?: boolean;
  /** Extra class of the field's box (a layout of the page). */
  className?: string;
}

/** The attributes a field hands its control: the id and what describes it. */
export interface FieldControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * The one labelled-field frame of both apps (spec 000 §1 forms): the label tied to the control,
 * the required mark, and the hint, note and error read with the control (aria-describedby).
 * TextField and SelectField are its two controls; a page with another control (a file input)
 * renders it through `children`.
 */
export function FormField({
  children,
  ...frame
}: FieldFrameProps & { children: (control: FieldControlProps) => ReactNode }) {
  const { label, error, hint, note, action, required, className } = frame;
  const madeId = useId();
  const id = frame.id ?? madeId;
  const showNote = Boolean(note) && !error;
  const describedBy = [
    hint ? `${id}-hint` : null,
    showNote ? `${id}-note` : null,
    error ? `${id}-error` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const control: FieldControlProps = {
    id,
    required,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <div className="form-field__head">
        <label htmlFor={id} className="form-field__label">
          {label}
        </label>
        {/* For the eye: the control itself says it is required. */}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {action ? (
        <div className="form-field__row">
          {children(control)}
          {action}
        </div>
      ) : (
        children(control)
      )}
      {hint && (
        <div id={`${id}-hint`} className="form-field__hint">
          {hint}
        </div>
      )}
      {showNote && (
        <p id={`${id}-note`} className="form-field__note" role="status">
          {note}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A field's props split into the frame's (for FormField) and the control's own. */
export function splitFieldProps<P extends FieldFrameProps>(
  props: P,
): [FieldFrameProps, Omit<P, keyof FieldFrameProps>] {
  const { id, label, error, hint, note, action, required, className, ...control } = props;
  return [{ id, label, error, hint, note, action, required, className }, control];
}
