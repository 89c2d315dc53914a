import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplyGalleryDialog, type GalleryContent } from './ApplyGalleryDialog';

export interface ApplyGalleryButtonProps {
  /** The saved content; null while it is not saved yet (the button is then disabled). */
  content: GalleryContent | null;
  className?: string;
  label?: string;
}

/** A button opening the apply dialog: the map builder's top bar and the my page use it. */
export function ApplyGalleryButton({ content, className, label }: ApplyGalleryButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={!content}
        title={content ? undefined : t('web.gallery.apply.saveFirst')}
        onClick={() => setOpen(true)}
      >
        {label ?? t('web.gallery.apply.open')}
      </button>
      {open && content && <ApplyGalleryDialog content={content} onClose={() => setOpen(false)} />}
    </>
  );
}
