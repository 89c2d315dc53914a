import { LazyRichTextEditor } from '@nuri/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Whether rich text has something to read (not only empty paragraphs). */
export function hasText(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';
}

/**
 * The text of a board post (inquiry, question): the rich-text editor, labelled, marked required,
 * writing the HTML the server keeps.
 */
export function BoardContentField({ value, onChange, error }: { value: string; onChange(html: string): void; error?: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="boards__field">
      <div className="boards__label">
        <span id={`${id}-label`}>{t('web.boards.content')}</span>
        {/* For the eye: the editor itself says it is required. */}
        <span className="boards__required" aria-hidden="true">
          *
        </span>
      </div>
      <LazyRichTextEditor
        id={`${id}-editor`}
        labelledBy={`${id}-label`}
        describedBy={error ? `${id}-error` : undefined}
        value={value}
        onChange={onChange}
        invalid={Boolean(error)}
        required
      />
      {error && (
        <p id={`${id}-error`} className="boards__error">
          {error}
        </p>
      )}
    </div>
  );
}
