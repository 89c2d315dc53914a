import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../styles/controls.css';

export interface FilePickerProps {
  /** Names the field (shown above the button). */
  label: string;
  /** The input's id (a form that focuses the field or links to it); one is made when absent. */
  id?: string;
  /** Keeps the label for screen readers only (a grid cell, whose column already names the field). */
  labelHidden?: boolean;
  /** The file types offered, as the input's accept ('.sld,.xml'). */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The chosen files when the caller keeps them (e.g. cleared after an upload); else the last choice. */
  files?: readonly File[];
  /** A note read with the field (extensions, size limit). */
  hint?: string;
  /**
   * What is wrong with the choice: shown under the field and announced (role="alert"), read with
   * the input (aria-describedby), which is marked invalid.
   */
  error?: string | null;
  /** The button's words (default: 파일 선택 / Choose file). */
  buttonLabel?: string;
  /**
   * Empties the input after each choice, so that choosing the same file again is a new choice
   * (fields that upload or list the files at once). The field then shows `files` (what the caller
   * keeps), nothing chosen when absent, and a dialog closed without a choice calls nothing.
   */
  clearAfterChoice?: boolean;
  /** Shows the chosen names beside the button (default); off where the caller lists the files itself. */
  showNames?: boolean;
  /** Extra class of the field's box (a layout of the page, the grid's small button). */
  className?: string;
  onChange: (files: File[]) => void;
}

/**
 * A file field in the page's language: a labelled button and the chosen names (or "no file
 * chosen") in place of the browser's own "Choose Files" text. The real file input stays in the
 * tab order under the button (Space or Enter opens the dialog) with the field's name, its hint
 * and error.
 */
export function FilePicker({
  label,
  id: givenId,
  labelHidden = false,
  accept,
  multiple = false,
  disabled = false,
  files,
  hint,
  error,
  buttonLabel,
  clearAfterChoice = false,
  showNames = true,
  className,
  onChange,
}: FilePickerProps) {
  const { t } = useTranslation();
  const madeId = useId();
  const id = givenId ?? madeId;
  const [own, setOwn] = useState<File[]>([]);
  const chosen = files ?? (clearAfterChoice ? [] : own);
  const names = chosen.map((f) => f.name).join(', ');
  const describedBy = [showNames ? `${id}-names` : null, hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  const classes = [
    'file-picker',
    disabled ? 'file-picker--disabled' : null,
    error ? 'file-picker--invalid' : null,
    className ?? null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <span id={`${id}-label`} className={labelHidden ? 'file-picker__label visually-hidden' : 'file-picker__label'}>
        {label}
      </span>
      <label className="file-picker__control">
        <input
          id={id}
          type="file"
          className="file-picker__input"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            const next = Array.from(e.target.files ?? []);
            if (clearAfterChoice) {
              e.target.value = '';
              if (next.length) onChange(next);
              return;
            }
            setOwn(next);
            onChange(next);
          }}
        />
        <span className="file-picker__button" aria-hidden="true">
          {buttonLabel ?? t(multiple ? 'controls.file.chooseMany' : 'controls.file.choose')}
        </span>
        {showNames && (
          <span id={`${id}-names`} className="file-picker__names">
            {names || t(multiple ? 'controls.file.noneMany' : 'controls.file.none')}
          </span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="file-picker__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="file-picker__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
