import { DEFAULT_RASTER_STYLE, RASTER_RAMP_NAMES, RASTER_RAMPS, RASTER_STRETCH_LIMIT, type RasterRampName, type RasterStyle } from '@nuri/domain';
import type { components } from '@nuri/api-client';
import { useApi, type AppApiClient } from '@nuri/shell';
import { Toggle } from '@nuri/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from './fields';
import './panels.css';

export type RasterBand = components['schemas']['RasterBandDto'];

/** GET /api/layers/{lyrId}: a raster layer's bands with their statistics (computed at import). */
export function fetchRasterBands(api: AppApiClient, lyrId: string): Promise<RasterBand[] | null> {
  return api.unwrap(api.GET('/api/layers/{lyrId}', { params: { path: { lyrId } } })).then((d) => d.rasterBands);
}

export interface RasterStylePanelProps {
  lyrId: string;
  value: RasterStyle | undefined;
  onChange: (next: RasterStyle) => void;
  /** The TOC entry's opacity, 0–1. */
  opacity: number;
  onOpacity: (opacity: number) => void;
}

/** CSS gradient of a ramp (the select's preview). */
export function rampGradient(name: RasterRampName): string {
  return `linear-gradient(to right, ${RASTER_RAMPS[name].join(', ')})`;
}

const round = (n: number) => Number(n.toPrecision(6));

/**
 * A raster layer's style: opacity and, for a single-band raster (a DEM), a colour ramp
 * stretched between min and max (from the band statistics unless changed) and hillshade.
 */
export function RasterStylePanel({ lyrId, value, onChange, opacity, onOpacity }: RasterStylePanelProps) {
  const { t } = useTranslation();
  const api = useApi();
  const rampId = useId();
  const style = value ?? DEFAULT_RASTER_STYLE;
  const bands = useQuery({ queryKey: ['builderPanels', lyrId, 'rasterBands'], queryFn: () => fetchRasterBands(api, lyrId), staleTime: 10 * 60_000 });
  const stats = bands.data?.[0] ?? null;
  // OpenLayers adds no band for nodata here: band statistics count the data bands only.
  const singleBand = bands.data ? bands.data.length < 3 : false;
  const statMin = stats?.min ?? null;
  const statMax = stats?.max ?? null;
  const set = (patch: Partial<RasterStyle>) => onChange({ ...style, ...patch });
  const chooseRamp = (ramp: RasterRampName | null) => {
    // A ramp starts stretched over the band statistics.
    if (ramp && style.min === null && style.max === null && statMin !== null && statMax !== null && statMin < statMax) set({ ramp, min: round(statMin), max: round(statMax) });
    else set({ ramp });
  };
  const shownMin = style.min ?? statMin;
  const shownMax = style.max ?? statMax;
  return (
    <section className="builder-panel" aria-label={t('builderPanel.raster.title')}>
      <h3 className="builder-panel__title">{t('builderPanel.raster.title')}</h3>
      <NumberField label={t('builderPanel.raster.opacity')} value={Math.round(opacity * 100)} min={0} max={100} integer onChange={(n) => onOpacity(n / 100)} />
      {bands.isPending && <p className="builder-panel__status" role="status">{t('builderPanel.loading')}</p>}
      {bands.isError && (
        <div className="builder-panel__error" role="alert">
          <span>{t('builderPanel.raster.statsError')}</span>{' '}
          <button type="button" className="button--secondary" onClick={() => void bands.refetch()}>
            {t('builderPanel.retry')}
          </button>
        </div>
      )}
      {bands.isSuccess && !singleBand && <p className="builder-panel__status">{t('builderPanel.raster.multiBand', { count: bands.data?.length ?? 0 })}</p>}
      {bands.isSuccess && singleBand && (
        <>
          {stats && statMin !== null && statMax !== null && (
            <p className="builder-panel__status" data-testid="raster-stats">
              {t('builderPanel.raster.stats', { min: round(statMin).toLocaleString(), max: round(statMax).toLocaleString() })}
            </p>
          )}
          <div className="builder-panel__field">
            <label htmlFor={rampId}>{t('builderPanel.raster.ramp')}</label>
            <select id={rampId} value={style.ramp ?? ''} onChange={(e) => chooseRamp((e.target.value || null) as RasterRampName | null)}>
              <option value="">{t('builderPanel.raster.ramp.none')}</option>
              {RASTER_RAMP_NAMES.map((name) => (
                <option key={name} value={name}>
                  {t(`builderPanel.raster.ramp.${name}`)}
                </option>
              ))}
            </select>
            {style.ramp && <span className="builder-panel__ramp" aria-hidden="true" style={{ background: rampGradient(style.ramp) }} />}
          </div>
          <fieldset className="builder-panel__group">
            <legend>{t('builderPanel.raster.stretch')}</legend>
            <div className="builder-panel__row">
              <NumberField
                label={t('builderPanel.raster.min')}
                value={shownMin ?? 0}
                min={-RASTER_STRETCH_LIMIT}
                max={shownMax !== null ? shownMax - 1e-9 : RASTER_STRETCH_LIMIT}
                step="any"
                onChange={(min) => set({ min, max: style.max ?? shownMax })}
              />
              <NumberField
                label={t('builderPanel.raster.max')}
                value={shownMax ?? 0}
                min={shownMin !== null ? shownMin + 1e-9 : -RASTER_STRETCH_LIMIT}
                max={RASTER_STRETCH_LIMIT}
                step="any"
                onChange={(max) => set({ max, min: style.min ?? shownMin })}
              />
            </div>
            {statMin !== null && statMax !== null && (style.min !== round(statMin) || style.max !== round(statMax)) && (
              <button type="button" className="button--secondary" onClick={() => set({ min: round(statMin), max: round(statMax) })}>
                {t('builderPanel.raster.resetStretch')}
              </button>
            )}
          </fieldset>
          <Toggle label={t('builderPanel.raster.hillshade')} checked={style.hillshade} onChange={(hillshade) => set({ hillshade })} />
        </>
      )}
    </section>
  );
}
