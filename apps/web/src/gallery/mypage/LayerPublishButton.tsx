import { LYR_TY_SE_CODES } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { useDialogs, useToast } from '@nuri/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../gallery-api';
import { fetchLayer, layerQueryKey, publishLayer } from './content-actions-api';
import type { MyContent } from './mypage-contents-api';
import { useContentsRefresh } from './use-contents-refresh';

/**
 * "Publish" / "Republish" of my layer (spec 000 §4 layer row publish flag; docs/api-guide.md
 * "Layers"): the owner and the admins may publish (my contents lists my own layers). A layer
 * still importing is not publishable yet, and a layer group never is (its layers are).
 * Asks first, then says so in a toast; the server's refusals come as its alert.
 */
export function LayerPublishButton({ item }: { item: MyContent }) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const refresh = useContentsRefresh();
  const queryClient = useQueryClient();
  const stateId = useId();
  const key = layerQueryKey(item.contentsId);
  const layer = useQuery({
    queryKey: key,
    queryFn: () => fetchLayer(api, item.contentsId, true),
    retry: false,
  });
  const published = layer.data?.publishAt === 'Y';
  const publish = useMutation({
    mutationFn: () => publishLayer(api, item.contentsId, published),
    onSuccess: (detail) => {
      queryClient.setQueryData(key, detail);
      toast.show(
        t(published ? 'web.mycontents.republish.done' : 'web.mycontents.publish.done', {
          name: item.contentsSj,
        }),
        {
          tone: 'success',
        },
      );
      void refresh();
    },
    // A refusal (409 already published, not ready…) has been shown; the flag is read again.
    onError: () => void layer.refetch(),
  });
  if (!layer.data || layer.data.lyrTySeCode === LYR_TY_SE_CODES.GROUP) return null;
  const ready = layer.data.status === 'READY';
  const state = !ready
    ? t('web.mycontents.publish.notReady')
    : published && layer.data.publishDt
      ? t('web.mycontents.publish.published', { date: displayDate(layer.data.publishDt) })
      : null;
  const ask = async () => {
    const ok = await dialogs.confirm({
      type: 'confirm',
      title: t(published ? 'web.mycontents.republish.title' : 'web.mycontents.publish.title'),
      message: t(published ? 'web.mycontents.republish.confirm' : 'web.mycontents.publish.confirm', {
        name: item.contentsSj,
      }),
      confirmLabel: t(published ? 'button.republish' : 'button.publish'),
    });
    if (ok) publish.mutate();
  };
  return (
    <>
      <button
        type="button"
        className="button--secondary"
        disabled={!ready || publish.isPending}
        aria-describedby={state ? stateId : undefined}
        onClick={() => void ask()}
      >
        {t(published ? 'button.republish' : 'button.publish')}
      </button>
      {state && (
        <span id={stateId} className="mypage-contents__meta mycontents-publish-state">
          {state}
        </span>
      )}
    </>
  );
}
