import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../icons/Icon';
import { keepAllowedHtml } from './allowed-html';
import type { richTextKo } from './messages';
import type { RichTextEditorProps } from './types';
import '../styles/rich-text.css';

interface Tool {
  name: IconName;
  /** Catalogue key of the button's name. */
  label: keyof typeof richTextKo;
  run(editor: Editor): void;
  active?(editor: Editor): boolean;
}

const TOOLS: readonly Tool[] = [
  { name: 'bold', label: 'richText.bold', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { name: 'italic', label: 'richText.italic', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { name: 'underline', label: 'richText.underline', run: (e) => e.chain().focus().toggleUnderline().run(), active: (e) => e.isActive('underline') },
  { name: 'strike', label: 'richText.strike', run: (e) => e.chain().focus().toggleStrike().run(), active: (e) => e.isActive('strike') },
  { name: 'heading', label: 'richText.heading', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  { name: 'bulletList', label: 'richText.bulletList', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { name: 'orderedList', label: 'richText.orderedList', run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { name: 'quote', label: 'richText.quote', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  { name: 'undo', label: 'richText.undo', run: (e) => e.chain().focus().undo().run() },
  { name: 'redo', label: 'richText.redo', run: (e) => e.chain().focus().redo().run() },
];

/**
 * Rich text for notices and board posts (TipTap): a keyboard toolbar (one tab stop, arrow keys
 * between its named buttons) and, when the screen takes files, images and attachments dropped on
 * the text. It writes only the HTML the server keeps (RICH_TEXT_ALLOWED_TAGS). Load it through
 * LazyRichTextEditor so the editor stays out of the first bundle.
 */
export default function RichTextEditor({ id, labelledBy, describedBy, value, onChange, onDropFiles, invalid, required }: RichTextEditorProps) {
  const { t } = useTranslation();
  const [focusIndex, setFocusIndex] = useState(0);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const emitted = useRef(value);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, codeBlock: false, trailingNode: false }), Image.configure({ inline: false })],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        class: 'rich-text__content',
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : keepAllowedHtml(current.getHTML());
      emitted.current = html;
      onChange(html);
    },
  });
  // A value from outside (a reset, a loaded post) replaces the text; our own echo does not.
  useEffect(() => {
    if (editor && value !== emitted.current) {
      emitted.current = value;
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => TOOLS.map((tool) => (current && tool.active ? tool.active(current) : false)),
  });

  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -TOOLS.length, End: TOOLS.length }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = Math.min(TOOLS.length - 1, Math.max(0, focusIndex + step));
    setFocusIndex(next);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  const onDrop = async (event: DragEvent<HTMLDivElement>) => {
    const files = [...event.dataTransfer.files];
    if (!onDropFiles || files.length === 0 || !editor) return;
    event.preventDefault();
    const images = await onDropFiles(files);
    for (const image of images) editor.chain().focus().setImage({ src: image.src, alt: image.alt }).run();
  };

  return (
    <div className={invalid ? 'rich-text is-invalid' : 'rich-text'}>
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label={t('richText.toolbar')}
        aria-controls={id}
        className="rich-text__toolbar"
        onKeyDown={onToolbarKey}
      >
        {TOOLS.map((tool, index) => (
          <button
            key={tool.name}
            type="button"
            className="rich-text__tool"
            tabIndex={index === focusIndex ? 0 : -1}
            aria-label={t(tool.label)}
            title={t(tool.label)}
            aria-pressed={tool.active ? Boolean(active?.[index]) : undefined}
            disabled={!editor}
            onFocus={() => setFocusIndex(index)}
            onClick={() => editor && tool.run(editor)}
          >
            <Icon name={tool.name} />
          </button>
        ))}
      </div>
      <div onDrop={(event) => void onDrop(event)} onDragOver={(event) => onDropFiles && event.preventDefault()}>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
