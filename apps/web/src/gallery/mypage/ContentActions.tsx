import { USE_STTUS_SE_CODES, type UseSttusSeCode } from '@nuri/domain';
import { ShareButton, useApi } from '@nuri/shell';
import { FormDialog, Modal, useDialogs, useLoading, useToast } from '@nuri/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { saveBlob } from '../../lab/lab-api';
import { useContentNameGate } from '../../names/use-content-name-gate';
import { ApplyGalleryButton } from '../ApplyGalleryButton';
import {
  copyContent,
  copyTitle,
  createMapWithLayer,
  deleteContent,
  downloadLayer,
  fetchLayer,
  fetchUseStatus,
  LAYER_DOWNLOAD_ENCODINGS,
  LAYER_DOWNLOAD_FORMATS,
  removeLayerThumbnail,
  saveLayerThumbnail,
  setUseStatus,
  updateLayer,
  type LayerDownloadEncoding,
  type LayerDownloadFormat,
} from './content-actions-api';
import { contentPath, type MyContent } from './mypage-contents-api';

const CONTENTS_KEY = ['web', 'mypage', 'contents'] as const;

/** Reloads the lists and counts after a change. */
function useContentsRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CONTENTS_KEY });
}

/** The actions of one of my contents: layers and maps/apps have their own sets. */
export function OwnContentActions({ item, canApply }: { item: MyContent; canApply: boolean }) {
  return item.contentsType === 'LYR' ? (
    <LayerActions item={item} />
  ) : (
    <MapAppActions item={item} type={item.contentsType} canApply={canApply} />
  );
}

function DeleteButton({ item }: { item: MyContent }) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const refresh = useContentsRefresh();
  const remove = useMutation({
    mutationFn: () => deleteContent(api, item.contentsType, item.contentsId),
    onSuccess: () => {
      toast.show(t('web.mycontents.delete.done', { name: item.contentsSj }), { tone: 'success' });
      void refresh();
    },
  });
  const ask = async () => {
    const ok = await dialogs.confirm({
      type: 'delete',
      message: t(`web.mycontents.delete.confirm.${item.contentsType}`, { name: item.contentsSj }),
      confirmLabel: t('web.mycontents.delete'),
    });
    if (ok) remove.mutate();
  };
  return (
    <button
      type="button"
      className="button--secondary"
      disabled={remove.isPending}
      onClick={() => void ask()}
    >
      {t('web.mycontents.delete')}
    </button>
  );
}

function LayerActions({ item }: { item: MyContent }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const gate = useContentNameGate();
  const [dialog, setDialog] = useState<'edit' | 'download' | null>(null);
  const openInMap = useMutation({
    mutationFn: async () => {
      const pass = await gate(item.contentsSj);
      if (!pass) return null;
      return createMapWithLayer(api, { lyrId: item.contentsId, lyrNm: item.contentsSj }, pass.headers);
    },
    onSuccess: (userMapId) => {
      if (userMapId) navigate(`/${item.insttCode}/builder/${userMapId}`);
    },
  });
  return (
    <>
      <button
        type="button"
        className="button--secondary"
        disabled={openInMap.isPending}
        onClick={() => openInMap.mutate()}
      >
        {t('web.mycontents.layer.openInMap')}
      </button>
      <button type="button" className="button--secondary" onClick={() => setDialog('edit')}>
        {t('web.mycontents.layer.edit')}
      </button>
      <button type="button" className="button--secondary" onClick={() => setDialog('download')}>
        {t('web.mycontents.layer.download')}
      </button>
      <ShareButton
        className="button--secondary"
        contentType="layer"
        contentId={item.contentsId}
        ownerId={item.registerId}
      />
      <DeleteButton item={item} />
      {dialog === 'edit' && <LayerEditDialog item={item} onClose={() => setDialog(null)} />}
      {dialog === 'download' && <LayerDownloadDialog item={item} onClose={() => setDialog(null)} />}
    </>
  );
}

function LayerEditDialog({ item, onClose }: { item: MyContent; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const gate = useContentNameGate();
  const refresh = useContentsRefresh();
  const layer = useQuery({
    queryKey: ['web', 'mycontents', 'layer', item.contentsId],
    queryFn: () => fetchLayer(api, item.contentsId),
  });
  const [draft, setDraft] = useState<{ lyrNm: string; lyrDc: string } | null>(null);
  const values = draft ?? { lyrNm: layer.data?.lyrNm ?? item.contentsSj, lyrDc: layer.data?.lyrDc ?? '' };
  const [hasThumbnail, setHasThumbnail] = useState(Boolean(item.thumbnailUrl));
  const save = useMutation({
    mutationFn: async () => {
      const lyrNm = values.lyrNm.trim();
      const pass = await gate(lyrNm);
      if (!pass) return false;
      await updateLayer(api, item.contentsId, { lyrNm, lyrDc: values.lyrDc }, pass.headers);
      return true;
    },
    onSuccess: (saved) => {
      if (!saved) return;
      toast.show(t('web.mycontents.layer.saved'), { tone: 'success' });
      void refresh();
      onClose();
    },
  });
  const thumbnail = useMutation({
    mutationFn: async (file: File | null) => {
      if (file) await saveLayerThumbnail(api, item.contentsId, file, hasThumbnail);
      else await removeLayerThumbnail(api, item.contentsId);
      return Boolean(file);
    },
    onSuccess: (present) => {
      setHasThumbnail(present);
      toast.show(
        t(present ? 'web.mycontents.layer.thumbnailSaved' : 'web.mycontents.layer.thumbnailRemoved'),
        { tone: 'success' },
      );
      void refresh();
    },
  });
  return (
    <FormDialog
      title={t('web.mycontents.layer.editTitle')}
      maxWidth={560}
      onClose={onClose}
      onSubmit={() => {
        if (values.lyrNm.trim()) save.mutate();
      }}
      submitLabel={t('button.save')}
      pending={save.isPending}
      submitDisabled={layer.isPending}
      formClassName="mycontents-form"
    >
        <label>
          {t('web.mycontents.layer.name')}
          <input
            required
            maxLength={200}
            value={values.lyrNm}
            onChange={(e) => setDraft({ ...values, lyrNm: e.target.value })}
          />
        </label>
        <label>
          {t('web.mycontents.layer.description')}
          <textarea
            rows={4}
            maxLength={4000}
            value={values.lyrDc}
            onChange={(e) => setDraft({ ...values, lyrDc: e.target.value })}
          />
        </label>
        <fieldset className="mycontents-form__thumbnail">
          <legend>{t('web.mycontents.layer.thumbnail')}</legend>
          <p className="mypage-contents__meta">
            {hasThumbnail
              ? t('web.mycontents.layer.thumbnailPresent')
              : t('web.mycontents.layer.thumbnailNone')}{' '}
            {t('web.mycontents.layer.thumbnailRule')}
          </p>
          <label>
            {hasThumbnail
              ? t('web.mycontents.layer.thumbnailReplace')
              : t('web.mycontents.layer.thumbnailUpload')}
            <input
              type="file"
              accept=".png,.jpg,.jpeg,image/png,image/jpeg"
              disabled={thumbnail.isPending}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) thumbnail.mutate(file);
                e.target.value = '';
              }}
            />
          </label>
          {hasThumbnail && (
            <button
              type="button"
              className="button--secondary"
              disabled={thumbnail.isPending}
              onClick={() => thumbnail.mutate(null)}
            >
              {t('web.mycontents.layer.thumbnailDelete')}
            </button>
          )}
        </fieldset>
    </FormDialog>
  );
}

function LayerDownloadDialog({ item, onClose }: { item: MyContent; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [format, setFormat] = useState<LayerDownloadFormat>('geojson');
  const [encoding, setEncoding] = useState<LayerDownloadEncoding>('UTF-8');
  const loading = useLoading();
  const download = useMutation({
    mutationFn: () => downloadLayer(api, item.contentsId, format, encoding),
    // A large layer takes a while: the loading overlay covers the wait.
    onMutate: () => loading.start('layer-download', t('web.mycontents.layer.downloading')),
    onSettled: () => loading.done('layer-download'),
    onSuccess: (blob) => {
      const ext = LAYER_DOWNLOAD_FORMATS.find((f) => f.value === format)?.ext ?? format;
      saveBlob(blob, `${item.contentsSj}.${ext}`);
      onClose();
    },
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={t('web.mycontents.layer.downloadTitle', { name: item.contentsSj })}
      maxWidth={480}
      footer={
        <>
          <button type="button" className="button--secondary" onClick={onClose}>
            {t('button.cancel')}
          </button>
          <button
            type="button"
            disabled={download.isPending}
            aria-busy={download.isPending}
            onClick={() => download.mutate()}
          >
            {t('web.mycontents.layer.download')}
          </button>
        </>
      }
    >
      <div className="mycontents-form">
        <label>
          {t('web.mycontents.layer.format')}
          <select
            value={format}
            onChange={(e) =>
              setFormat(LAYER_DOWNLOAD_FORMATS.find((f) => f.value === e.target.value)?.value ?? 'geojson')
            }
          >
            {LAYER_DOWNLOAD_FORMATS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
        {format === 'shp' && (
          <label>
            {t('web.mycontents.layer.encoding')}
            <select
              value={encoding}
              onChange={(e) =>
                setEncoding(LAYER_DOWNLOAD_ENCODINGS.find((v) => v === e.target.value) ?? 'UTF-8')
              }
            >
              {LAYER_DOWNLOAD_ENCODINGS.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
    </Modal>
  );
}

function MapAppActions({
  item,
  type,
  canApply,
}: {
  item: MyContent;
  type: 'MAP' | 'APP';
  canApply: boolean;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const gate = useContentNameGate();
  const refresh = useContentsRefresh();
  const path = contentPath(item);
  const statusKey = ['web', 'mypage', 'contents', 'useStatus', type, item.contentsId];
  const status = useQuery({ queryKey: statusKey, queryFn: () => fetchUseStatus(api, type, item.contentsId) });
  const queryClient = useQueryClient();
  const copy = useMutation({
    mutationFn: async () => {
      const title = copyTitle(item.contentsSj, t('web.mycontents.copy.suffix'));
      const pass = await gate(title);
      if (!pass) return false;
      await copyContent(api, type, item.contentsId, title, pass.headers);
      return true;
    },
    onSuccess: (copied) => {
      if (!copied) return;
      toast.show(t('web.mycontents.copy.done', { name: item.contentsSj }), { tone: 'success' });
      void refresh();
    },
  });
  const changeStatus = useMutation({
    mutationFn: async (next: UseSttusSeCode) => {
      const pass = await gate(item.contentsSj);
      if (!pass) return null;
      await setUseStatus(api, type, item.contentsId, next, pass.headers);
      return next;
    },
    onSuccess: (next) => {
      if (!next) return;
      queryClient.setQueryData(statusKey, next);
      toast.show(t(`web.mycontents.useStatus.done.${next}`, { name: item.contentsSj }), { tone: 'success' });
    },
  });
  return (
    <>
      {path && (
        <Link className="gallery-link-button gallery-link-button--secondary" to={path}>
          {t('web.mypage.contents.open')}
        </Link>
      )}
      <button
        type="button"
        className="button--secondary"
        disabled={copy.isPending}
        onClick={() => copy.mutate()}
      >
        {t('web.mycontents.copy')}
      </button>
      <select
        className="mycontents-status"
        aria-label={t('web.mycontents.useStatus', { name: item.contentsSj })}
        value={status.data ?? ''}
        disabled={!status.data || changeStatus.isPending}
        onChange={(e) =>
          changeStatus.mutate(
            e.target.value === USE_STTUS_SE_CODES.NOT_IN_USE
              ? USE_STTUS_SE_CODES.NOT_IN_USE
              : USE_STTUS_SE_CODES.IN_USE,
          )
        }
      >
        {!status.data && <option value="">{t('common.loading')}</option>}
        <option value={USE_STTUS_SE_CODES.IN_USE}>{t('web.mycontents.useStatus.01')}</option>
        <option value={USE_STTUS_SE_CODES.NOT_IN_USE}>{t('web.mycontents.useStatus.02')}</option>
      </select>
      <ShareButton
        className="button--secondary"
        contentType={type === 'MAP' ? 'map' : 'theme'}
        contentId={item.contentsId}
        ownerId={item.registerId}
      />
      {canApply && (
        <ApplyGalleryButton
          className="button--secondary"
          label={t('web.mypage.contents.apply')}
          content={{ kind: type === 'MAP' ? 'map' : 'app', id: item.contentsId, title: item.contentsSj }}
        />
      )}
      <DeleteButton item={item} />
    </>
  );
}
