import { USE_STTUS_SE_CODES, type UseSttusSeCode } from '@nuri/domain';
import { ShareButton, useApi } from '@nuri/shell';
import { useDialogs, useToast } from '@nuri/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useContentNameGate } from '../../names/use-content-name-gate';
import { ApplyGalleryButton } from '../ApplyGalleryButton';
import {
  copyContent,
  copyTitle,
  createMapWithLayer,
  deleteContent,
  fetchUseStatus,
  setUseStatus,
} from './content-actions-api';
import { LayerDownloadDialog } from './LayerDownloadDialog';
import { LayerEditDialog } from './LayerEditDialog';
import { LayerPublishButton } from './LayerPublishButton';
import { contentPath, type MyContent } from './mypage-contents-api';
import { useContentsRefresh } from './use-contents-refresh';

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
      <LayerPublishButton item={item} />
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
