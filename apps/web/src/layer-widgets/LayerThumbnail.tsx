import { quietErrors } from '@nuri/api-client';
import { useApi } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayerSummary } from './layer-widgets-api';

const THUMBNAIL_STALE_MS = 60_000;

/**
 * A layer's thumbnail. GET /api/layers/{lyrId}/thumbnail checks access with the session's bearer
 * token, which an <img src> cannot send: the image is fetched through the client and shown from
 * an object URL (released with the component).
 */
export function LayerThumbnail({ layer }: { layer: LayerSummary }) {
  const { t } = useTranslation();
  const api = useApi();
  const { lyrId, thumbnailUrl, dataVersion } = layer;
  const image = useQuery({
    queryKey: ['layer-widgets', 'thumbnail', lyrId, dataVersion],
    queryFn: async () =>
      (await api.unwrap(
        api.GET('/api/layers/{lyrId}/thumbnail', {
          params: { path: { lyrId } },
          parseAs: 'blob',
          // A thumbnail that cannot be read leaves the placeholder; it is not an error to announce.
          ...quietErrors(),
        }),
      )) as unknown as Blob,
    enabled: thumbnailUrl !== null,
    staleTime: THUMBNAIL_STALE_MS,
    retry: false,
  });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(image.data);
    setSrc(url);
    return () => {
      URL.revokeObjectURL(url);
      setSrc(null);
    };
  }, [image.data]);

  if (!src)
    return <span className="layer-search__thumbnail layer-search__thumbnail--none" aria-hidden="true" />;
  return (
    <img
      className="layer-search__thumbnail"
      src={src}
      alt={t('layerWidgets.search.thumbnailAlt', { name: layer.lyrNm })}
      width={64}
      height={48}
    />
  );
}
