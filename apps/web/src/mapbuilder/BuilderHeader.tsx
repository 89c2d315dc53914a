import { ShareButton } from '@nuri/shell';
import { LanguageSwitch, useIsPiecesMobile } from '@nuri/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplyGalleryButton } from '../gallery';
import { DESCRIPTION_MAX, TITLE_MAX, type BuilderMeta } from '../map-kit/save-payload';
import { ShareLinkDialog } from '../map-kit/ShareLinkDialog';

export interface BuilderHeaderProps {
  meta: BuilderMeta;
  onMeta: (meta: BuilderMeta) => void;
  dirty: boolean;
  saving: boolean;
  canSave: boolean;
  onSave: (asNew: boolean) => void;
  onLeave: () => void;
  /** The saved map this user owns (sharing and the gallery need one), or null. */
  ownedId: string | null;
  /** Opens the map's saved revisions (offered when the map is saved and this user may edit it). */
  onRevisions?: () => void;
  /** A saved map: its link at the current view and (shared with everyone) its embed snippet. */
  link?: { userMapId: string; insttCode: string; canEdit: boolean; view: () => string | null } | null;
  /** Opens the print dialog (offered once the map is drawn). */
  onPrint?: () => void;
}

/** The builder's top bar: back, title and description, save, and (under ⋯ on a phone) the rest. */
export function BuilderHeader({ meta, onMeta, dirty, saving, canSave, onSave, onLeave, ownedId, onRevisions, link = null, onPrint }: BuilderHeaderProps) {
  const { t } = useTranslation();
  const phone = useIsPiecesMobile();
  const [moreOpen, setMoreOpen] = useState(false);
  // The view is read when the dialog opens (the link names the place now shown).
  const [linkView, setLinkView] = useState<string | null | undefined>(undefined);
  return (
    <header className="mb-top mb-top--compact">
      <button type="button" className="mb-back" onClick={onLeave}>
        ← {t('web.mapBuilder.back')}
      </button>
      <h1 className="mb-visually-hidden">{t('web.mapBuilder.title')}</h1>
      <input
        className="mb-top__title"
        aria-label={t('web.mapBuilder.mapTitle')}
        placeholder={t('web.mapBuilder.mapTitlePlaceholder')}
        maxLength={TITLE_MAX}
        value={meta.title}
        onChange={(e) => onMeta({ ...meta, title: e.target.value })}
      />
      <input
        className="mb-top__desc"
        aria-label={t('web.mapBuilder.mapDescription')}
        placeholder={t('web.mapBuilder.mapDescription')}
        maxLength={DESCRIPTION_MAX}
        value={meta.description}
        onChange={(e) => onMeta({ ...meta, description: e.target.value })}
      />
      {dirty && <span className="mb-top__dirty">{t('web.mapBuilder.unsaved')}</span>}
      <button type="button" className="mb-primary" disabled={!canSave} onClick={() => onSave(false)}>
        {saving ? t('web.mapBuilder.saving') : t('web.mapBuilder.save')}
      </button>
      {phone && (
        <button
          type="button"
          className="mb-top__more-toggle"
          aria-expanded={moreOpen}
          aria-controls="mb-top-more"
          aria-label={t('web.mapBuilder.more')}
          title={t('web.mapBuilder.more')}
          onClick={() => setMoreOpen(!moreOpen)}
        >
          ⋯
        </button>
      )}
      <div id="mb-top-more" className="mb-top__more" hidden={phone && !moreOpen}>
        <button type="button" disabled={!canSave} onClick={() => onSave(true)}>
          {t('web.mapBuilder.saveAs')}
        </button>
        {onRevisions && (
          <button type="button" onClick={onRevisions}>
            {t('web.mapBuilder.revisions.open')}
          </button>
        )}
        {onPrint && (
          <button type="button" onClick={onPrint}>
            {t('web.print.open')}
          </button>
        )}
        <ShareButton contentType="map" contentId={ownedId} />
        {link && (
          <button type="button" onClick={() => setLinkView(link.view())}>
            {t('web.share.open')}
          </button>
        )}
        <ApplyGalleryButton content={ownedId ? { kind: 'map', id: ownedId, title: meta.title, description: meta.description } : null} />
        <LanguageSwitch />
      </div>
      {link && linkView !== undefined && (
        <ShareLinkDialog
          userMapId={link.userMapId}
          insttCode={link.insttCode}
          title={meta.title}
          view={linkView}
          canListShares={link.canEdit}
          onClose={() => setLinkView(undefined)}
        />
      )}
    </header>
  );
}
