import { useLayerEvents, useSession, type LayerPresence } from '@nuri/shell';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { allLayers, type TocAction, type TocState } from '../map-kit/toc-state';

/**
 * Live layers of the builder (issue 22): while a map is open, saves and restores others make to
 * its own layers redraw them (a new data version: new tile addresses) and refresh their attribute
 * tables, with a line saying who did it; who is editing a layer now is listed.
 */
export function useLiveLayers(toc: TocState, dispatch: Dispatch<TocAction>, say: (text: string) => void): { editing: string | null } {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [presence, setPresence] = useState<Record<string, LayerPresence>>({});
  const layers = allLayers(toc.nodes).filter((n) => n.layer.viewable && n.layer.uploadTy !== 'web');
  const nameOf = (lyrId: string) => layers.find((n) => n.layer.lyrId === lyrId)?.tocNm ?? lyrId;
  useLayerEvents(
    layers.map((n) => n.layer.lyrId),
    {
      onChanged: (e) => {
        dispatch({ type: 'dataChanged', lyrId: e.lyrId, dataVersion: e.dataVersion });
        void queryClient.invalidateQueries({ queryKey: ['mapBuilder', 'attributes', e.lyrId] });
        void queryClient.invalidateQueries({ queryKey: ['mapBuilder', 'versions', e.lyrId] });
        // A column change or a data update can change the columns too.
        if (e.kind === 'COLUMNS' || e.kind === 'REIMPORT' || e.kind === 'RESYNC') void queryClient.invalidateQueries({ queryKey: ['builderPanels', e.lyrId, 'columns'] });
        const layer = nameOf(e.lyrId);
        if (e.kind === 'RESYNC') say(t('web.mapBuilder.live.resynced', { layer }));
        else if (e.by.userId !== session.userId)
          say(t(e.kind === 'RESTORE' ? 'web.mapBuilder.live.restored' : 'web.mapBuilder.live.changed', { name: e.by.userNm, layer }));
      },
      onPresence: (lyrId, p) => setPresence((all) => ({ ...all, [lyrId]: p })),
    },
  );
  const editing = layers
    .flatMap((n) => (presence[n.layer.lyrId]?.editors ?? []).filter((e) => e.userId !== session.userId).map((e) => `${e.userNm} (${n.tocNm})`))
    .filter((v, i, all) => all.indexOf(v) === i);
  return { editing: editing.length ? t('web.mapBuilder.live.editing', { names: editing.join(', ') }) : null };
}
