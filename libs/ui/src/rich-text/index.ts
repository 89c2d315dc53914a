export { LazyRichTextEditor } from './LazyRichTextEditor';
export { keepAllowedHtml } from './allowed-html';
export type { DroppedImage, RichTextEditorProps } from './types';
