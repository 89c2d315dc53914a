import { useApi } from '@nuri/shell';
import { Modal, useLoading } from '@nuri/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../lab/lab-api';
import {
  downloadLayer,
  LAYER_DOWNLOAD_ENCODINGS,
  LAYER_DOWNLOAD_FORMATS,
  type LayerDownloadEncoding,
  type LayerDownloadFormat,
} from './content-actions-api';
import type { MyContent } from './mypage-contents-api';

/** "Download" of my layer: a format (and the encoding of a shapefile), saved under the layer's name. */
export function LayerDownloadDialog({ item, onClose }: { item: MyContent; onClose: () => void }) {
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
