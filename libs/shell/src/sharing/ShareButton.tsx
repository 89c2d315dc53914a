import type { ShareContentType } from '@nuri/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareWizard } from './ShareWizard';

export interface ShareButtonProps {
  contentType: ShareContentType;
  /** The saved content; null (not saved yet, or not mine to share) disables the button. */
  contentId: string | null;
  ownerId?: string;
  className?: string;
}

/** A 'share' button opening the sharing wizard for one saved content (e.g. the map builder's top bar). */
export function ShareButton({ contentType, contentId, ownerId, className }: ShareButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} disabled={!contentId} onClick={() => setOpen(true)}>
        {t('sharing.open')}
      </button>
      {open && contentId && (
        <ShareWizard
          contentType={contentType}
          contentId={contentId}
          ownerId={ownerId}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
