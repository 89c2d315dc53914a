import { useTranslation } from 'react-i18next';
import { ColumnsEditor } from './ColumnsEditor';
import { useLayerDetail } from './data-api';
import { ReimportForm } from './ReimportForm';

export interface LayerDataPanelProps {
  lyrId: string;
}

const REIMPORTABLE = ['shp', 'geocoding', 'dxf'] as const;
type Reimportable = (typeof REIMPORTABLE)[number];

/**
 * A layer's data, for its editors (issue 22): the columns of a custom layer, or "데이터 갱신" of
 * an uploaded one. Others read that only editors may change the data.
 */
export function LayerDataPanel({ lyrId }: LayerDataPanelProps) {
  const { t } = useTranslation();
  const detail = useLayerDetail(lyrId);
  if (detail.isPending) return <p className="mb-muted">{t('builderPanel.loading')}</p>;
  if (detail.isError) return <p className="mb-muted">{t('builderPanel.data.failed')}</p>;
  const layer = detail.data;
  if (!layer.mayEdit) return <p className="mb-muted">{t('builderPanel.data.editorsOnly')}</p>;
  if (layer.uploadTy === 'custom') return <ColumnsEditor lyrId={lyrId} />;
  if ((REIMPORTABLE as readonly string[]).includes(layer.uploadTy)) return <ReimportForm lyrId={lyrId} uploadTy={layer.uploadTy as Reimportable} />;
  return <p className="mb-muted">{t('builderPanel.data.none')}</p>;
}
