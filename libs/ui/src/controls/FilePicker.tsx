import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../styles/controls.css';

export interface FilePickerProps {
  /** Names the field (shown above the button). */
  label: string;
  /** The file types offered, as the input's accept ('.sld,.xml'). */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The chosen files when the caller keeps them (e.g. cleared after an upload); else the last choice. */
  files?: readonly File[];
  /** A note read with the field (extensions, size limit). */
  hint?: string;
  /** The button's words (default: 파일 선택 / Choose file). */
  buttonLabel?: string;
  onChange: (files: File[]) => void;
}

/**
 * A file field in the page's language: a labelled button and the chosen names (or "no file
 * chosen") in place of the browser's own "Choose Files" text. The real file input stays in the
 * tab order under the button (Space or Enter opens the dialog) with the field's name.
 */
export function FilePicker({ label, accept, multiple = false, disabled = false, files, hint, buttonLabel, onChange }: FilePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [own, setOwn] = useState<File[]>([]);
  const chosen = files ?? own;
  const names = chosen.map((f) => f.name).join(', ');
  return (
    <div className={disabled ? 'file-picker file-picker--disabled' : 'file-picker'}>
      <span id={`${id}-label`} className="file-picker__label">
        {label}
      </span>
      <label className="file-picker__control">
        <input
          type="file"
          className="file-picker__input"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={hint ? `${id}-names ${id}-hint` : `${id}-names`}
          onChange={(e) => {
            const next = Array.from(e.target.files ?? []);
            setOwn(next);
            onChange(next);
          }}
        />
        <span className="file-picker__button" aria-hidden="true">
          {buttonLabel ?? t(multiple ? 'controls.file.chooseMany' : 'controls.file.choose')}
        </span>
        <span id={`${id}-names`} className="file-picker__names">
          {names || t(multiple ? 'controls.file.noneMany' : 'controls.file.none')}
        </span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className="file-picker__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
