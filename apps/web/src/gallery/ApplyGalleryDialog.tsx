import { MAP_GALE_CN_MAX_LENGTH, MAP_GALE_SJ_MAX_LENGTH } from '@nuri/domain';
import { CODE_GROUPS, useApi, useCommonCodes } from '@nuri/shell';
import { Modal, useDialogs } from '@nuri/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentNameGate } from '../names/use-content-name-gate';
import { applyToGallery, type GalleryKind, type GalleryType } from './gallery-api';
import './gallery.css';

/** The content applied for: a web map or a themed app the applicant owns. */
export interface GalleryContent {
  kind: 'map' | 'app';
  id: string;
  title: string;
  description?: string | null;
}

export interface ApplyGalleryDialogProps {
  content: GalleryContent;
  onClose: () => void;
  /** After the request was received (its serial number). */
  onApplied?: (mapGaleReqstSn: number) => void;
}

const GALLERY_SJ_MAX = MAP_GALE_SJ_MAX_LENGTH;
const GALLERY_CN_MAX = MAP_GALE_CN_MAX_LENGTH;

const KIND_OF: Record<GalleryContent['kind'], GalleryKind> = { map: '01', app: '02' };

/**
 * The "apply to the map gallery" dialog (POST /api/mapgallery/request): title and description
 * (prefilled from the content), the kind it takes from the content, and the gallery (the
 * institution's or the provider's). An empty title is refused in a 'validity check' alert; the
 * server's refusals (already requested, not the owner) come as alerts titled by the content.
 */
export function ApplyGalleryDialog({ content, onClose, onApplied }: ApplyGalleryDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const formId = useId();
  const [sj, setSj] = useState(content.title.slice(0, GALLERY_SJ_MAX));
  const [cn, setCn] = useState((content.description ?? '').slice(0, GALLERY_CN_MAX));
  const [galleryType, setGalleryType] = useState<GalleryType>('instt');
  // The galleries as the common codes name them (GALLERY_TYPE).
  const galleryTypes = useCommonCodes(CODE_GROUPS.GALLERY_TYPE);
  const kind = KIND_OF[content.kind];

  const gate = useContentNameGate();
  const apply = useMutation({
    mutationFn: (headers: Record<string, string>) =>
      applyToGallery(
        api,
        {
          mapGaleSj: sj.trim(),
          ...(cn.trim() ? { mapGaleCn: cn.trim() } : {}),
          mapGaleKndSeCode: kind,
          ...(content.kind === 'map' ? { userMapId: content.id } : { webappTmplatId: content.id }),
          galleryType,
        },
        headers,
      ),
    onSuccess: async (sn) => {
      await dialogs.alert({ type: 'success', message: t('web.gallery.apply.done') });
      onApplied?.(sn);
      onClose();
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!sj.trim()) {
      void dialogs.alert({
        type: 'info',
        title: t('web.gallery.apply.validity'),
        message: t('web.gallery.apply.sjRequired'),
      });
      return;
    }
    // The names rule (banned refused, restricted after a confirmation), as the server applies it.
    void gate(sj.trim()).then((pass) => pass && apply.mutate(pass.headers));
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('web.gallery.apply.title')}
      maxWidth={520}
      footer={
        <>
          <button type="button" className="button--secondary" onClick={onClose}>
            {t('web.gallery.apply.cancel')}
          </button>
          <button type="submit" form={formId} disabled={apply.isPending}>
            {t('web.gallery.apply.submit')}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="gallery-apply"
        onSubmit={submit}
        aria-label={t('web.gallery.apply.title')}
        noValidate
      >
        <p className="gallery-apply__lead">{t('web.gallery.apply.lead')}</p>
        <label>
          {t('web.gallery.apply.sj')}
          <input value={sj} maxLength={GALLERY_SJ_MAX} onChange={(e) => setSj(e.target.value)} />
        </label>
        <label>
          {t('web.gallery.apply.cn')}
          <textarea value={cn} maxLength={GALLERY_CN_MAX} rows={4} onChange={(e) => setCn(e.target.value)} />
        </label>
        <label>
          {t('web.gallery.apply.kind')}
          <input value={t(`web.gallery.kind.${kind}`)} readOnly />
        </label>
        <label>
          {t('web.gallery.apply.galleryType')}
          <select
            value={galleryType}
            onChange={(e) => setGalleryType(e.target.value === 'product' ? 'product' : 'instt')}
          >
            {galleryTypes.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      </form>
    </Modal>
  );
}
