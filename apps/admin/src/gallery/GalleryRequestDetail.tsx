import { useApi } from '@nuri/shell';
import { Modal, useDialogs, useToast } from '@nuri/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDate, displayDateTime } from '../kit/dates';
import { decide, fetchRequest } from './gallery-requests-api';

/**
 * One gallery application (GET /api/mapgallery/request/{sn}) in a dialog: what was applied, its
 * status, and approve or reject (a reason is required) while it is not decided that way already.
 */
export function GalleryRequestDetail({
  sn,
  onClose,
  onDecided,
}: {
  sn: number;
  onClose: () => void;
  onDecided: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const detail = useQuery({
    queryKey: ['admin', 'gallery', 'request', sn],
    queryFn: () => fetchRequest(api, sn),
    retry: false,
  });

  const decision = useMutation({
    mutationFn: (code: '02' | '03') =>
      decide(api, {
        mapGaleReqstSn: sn,
        confmSttusCode: code,
        ...(code === '03' ? { confmRejectCn: reason.trim() } : {}),
      }),
    onSuccess: (_result, code) => {
      const title = detail.data?.mapGaleSj ?? '';
      toast.show(t(code === '02' ? 'galleryMng.approved' : 'galleryMng.rejected', { title }), {
        tone: 'success',
      });
      onDecided();
      onClose();
    },
  });

  const reject = () => {
    if (!reason.trim()) {
      void dialogs.alert({
        type: 'info',
        title: t('galleryMng.validity'),
        message: t('galleryMng.rejectReasonRequired'),
      });
      return;
    }
    decision.mutate('03');
  };

  const request = detail.data;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('galleryMng.detail.title')}
      maxWidth={640}
      footer={
        <>
          <button type="button" className="button--secondary" onClick={onClose}>
            {t('galleryMng.close')}
          </button>
          {request && request.confmSttusCode !== '03' && (
            <button
              type="button"
              className="button--secondary"
              disabled={decision.isPending}
              onClick={reject}
            >
              {t('galleryMng.reject')}
            </button>
          )}
          {request && request.confmSttusCode !== '02' && (
            <button type="button" disabled={decision.isPending} onClick={() => decision.mutate('02')}>
              {t('galleryMng.approve')}
            </button>
          )}
        </>
      }
    >
      {!request ? (
        <p role="status">{detail.isError ? t('galleryMng.detailLookup') : t('common.loading')}</p>
      ) : (
        <div className="gallery-mng__detail">
          <h3>{request.mapGaleSj}</h3>
          {request.thumbnailUrl && (
            <img
              className="gallery-mng__thumbnail"
              src={request.thumbnailUrl}
              alt={t('galleryMng.detail.thumbnailAlt', { title: request.mapGaleSj })}
            />
          )}
          <dl className="gallery-mng__facts">
            <dt>{t('galleryMng.col.kind')}</dt>
            <dd>{t(`galleryMng.kind.${request.mapGaleKndSeCode}`)}</dd>
            <dt>{t('galleryMng.detail.content')}</dt>
            <dd>{request.cntntsSj}</dd>
            <dt>{t('galleryMng.detail.cn')}</dt>
            <dd>{request.mapGaleCn ?? ''}</dd>
            <dt>{t('galleryMng.detail.gallery')}</dt>
            <dd>{t(`galleryMng.detail.gallery.${request.galleryType}`)}</dd>
            <dt>{t('galleryMng.detail.instt')}</dt>
            <dd>{request.insttNm ?? request.insttCode}</dd>
            <dt>{t('galleryMng.col.register')}</dt>
            <dd>
              {request.registerNm ? `${request.registerNm} (${request.registerId})` : request.registerId}
            </dd>
            <dt>{t('galleryMng.col.registDt')}</dt>
            <dd>{displayDate(request.registDt)}</dd>
            <dt>{t('galleryMng.col.scope')}</dt>
            <dd>{t(`galleryMng.scope.${request.usePblonsipSeCode}`)}</dd>
            <dt>{t('galleryMng.col.status')}</dt>
            <dd data-status={request.confmSttusCode}>{t(`galleryMng.status.${request.confmSttusCode}`)}</dd>
            {request.confmDt && (
              <>
                <dt>{t('galleryMng.detail.confmDt')}</dt>
                <dd>{displayDateTime(request.confmDt)}</dd>
              </>
            )}
            {request.confmRejectCn && (
              <>
                <dt>{t('galleryMng.detail.rejectCn')}</dt>
                <dd>{request.confmRejectCn}</dd>
              </>
            )}
          </dl>
          {request.confmSttusCode !== '03' && (
            <label htmlFor={reasonId} className="gallery-mng__reason">
              {t('galleryMng.rejectReason')}
              <textarea
                id={reasonId}
                rows={3}
                maxLength={1000}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </label>
          )}
        </div>
      )}
    </Modal>
  );
}
