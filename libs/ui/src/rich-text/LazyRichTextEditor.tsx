import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './types';

// The editor (TipTap, ProseMirror) is loaded when a form shows it, not with the app.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The rich-text editor, loaded on first use; a status line stands in while it loads. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p role="status">{t('richText.loading')}</p>}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
