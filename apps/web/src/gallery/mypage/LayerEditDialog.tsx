import { checkThumbnail, THUMBNAIL_EXTENSIONS } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { FilePicker, FormDialog, useToast } from '@nuri/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentNameGate } from '../../names/use-content-name-gate';
import {
  fetchLayer,
  layerQueryKey,
  removeLayerThumbnail,
  saveLayerThumbnail,
  updateLayer,
} from './content-actions-api';
import type { MyContent } from './mypage-contents-api';
import { useContentsRefresh } from './use-contents-refresh';

const THUMBNAIL_ACCEPT = THUMBNAIL_EXTENSIONS.map((e) => `.${e}`).join(',');

/** "Name and description" of my layer: rename, describe, and upload, replace or delete its thumbnail. */
export function LayerEditDialog({ item, onClose }: { item: MyContent; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const gate = useContentNameGate();
  const refresh = useContentsRefresh();
  const layer = useQuery({
    queryKey: layerQueryKey(item.contentsId),
    queryFn: () => fetchLayer(api, item.contentsId),
  });
  const [draft, setDraft] = useState<{ lyrNm: string; lyrDc: string } | null>(null);
  const values = draft ?? { lyrNm: layer.data?.lyrNm ?? item.contentsSj, lyrDc: layer.data?.lyrDc ?? '' };
  const [hasThumbnail, setHasThumbnail] = useState(Boolean(item.thumbnailUrl));
  // A chosen file that breaks the thumbnail rules is refused in the field, before any upload.
  const [thumbnailError, setThumbnailError] = useState<string | null>(null);
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
            : t('web.mycontents.layer.thumbnailNone')}
        </p>
        {/* Saved on choosing; the same file can be chosen again after a delete. */}
        <FilePicker
          label={
            hasThumbnail
              ? t('web.mycontents.layer.thumbnailReplace')
              : t('web.mycontents.layer.thumbnailUpload')
          }
          accept={THUMBNAIL_ACCEPT}
          disabled={thumbnail.isPending}
          files={thumbnail.isPending && thumbnail.variables ? [thumbnail.variables] : undefined}
          hint={t('web.mycontents.layer.thumbnailRule')}
          error={thumbnailError}
          clearAfterChoice
          onChange={([file]) => {
            const check = checkThumbnail({ fileName: file.name, size: file.size });
            setThumbnailError(check.ok ? null : t(check.messageKey, check.params));
            if (check.ok) thumbnail.mutate(file);
          }}
        />
        {hasThumbnail && (
          <button
            type="button"
            className="button--secondary"
            disabled={thumbnail.isPending}
            onClick={() => {
              setThumbnailError(null);
              thumbnail.mutate(null);
            }}
          >
            {t('web.mycontents.layer.thumbnailDelete')}
          </button>
        )}
      </fieldset>
    </FormDialog>
  );
}
