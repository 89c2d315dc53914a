import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { axisMax, type DayCount } from './usage-series';

export interface UsageChartProps {
  series: readonly DayCount[];
}

const WIDTH = 720;
const HEIGHT = 200;
const LEFT = 48;
const BOTTOM = 24;
const TOP = 8;

/**
 * Daily requests as plain SVG bars (no chart library in the product): one bar a day, the axis's
 * top value and zero on the left, the first and last day under the bars. Each bar names its
 * day and count (title, and the figure's list for screen readers).
 */
export function UsageChart({ series }: UsageChartProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const total = series.reduce((sum, d) => sum + d.count, 0);
  if (series.length === 0 || total === 0)
    return (
      <p className="apikeys-chart__empty" role="status">
        {t('apiKeys.usage.chartEmpty')}
      </p>
    );
  const max = axisMax(series.map((d) => d.count));
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / series.length;
  const barWidth = Math.max(1, slot * 0.7);
  return (
    <figure className="apikeys-chart">
      <figcaption id={titleId}>{t('apiKeys.usage.chartLabel')}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        preserveAspectRatio="none"
        className="apikeys-chart__svg"
      >
        <line x1={LEFT} y1={TOP} x2={LEFT} y2={TOP + plotHeight} className="apikeys-chart__axis" />
        <line
          x1={LEFT}
          y1={TOP + plotHeight}
          x2={WIDTH}
          y2={TOP + plotHeight}
          className="apikeys-chart__axis"
        />
        <text x={LEFT - 6} y={TOP + 10} textAnchor="end" className="apikeys-chart__tick">
          {max.toLocaleString()}
        </text>
        <text x={LEFT - 6} y={TOP + plotHeight} textAnchor="end" className="apikeys-chart__tick">
          0
        </text>
        {series.map((d, i) => {
          const height = (d.count / max) * plotHeight;
          return (
            <rect
              key={d.day}
              className="apikeys-chart__bar"
              x={LEFT + i * slot + (slot - barWidth) / 2}
              y={TOP + plotHeight - height}
              width={barWidth}
              height={height}
              data-day={d.day}
              data-count={d.count}
            >
              <title>{t('apiKeys.usage.bar', { day: d.day, requests: d.count.toLocaleString() })}</title>
            </rect>
          );
        })}
        <text x={LEFT} y={HEIGHT - 6} className="apikeys-chart__tick">
          {series[0].day}
        </text>
        <text x={WIDTH} y={HEIGHT - 6} textAnchor="end" className="apikeys-chart__tick">
          {series[series.length - 1].day}
        </text>
      </svg>
      <ul className="apikeys-sr-only" aria-label={t('apiKeys.usage.chartLabel')}>
        {series
          .filter((d) => d.count > 0)
          .map((d) => (
            <li key={d.day}>{t('apiKeys.usage.bar', { day: d.day, requests: d.count.toLocaleString() })}</li>
          ))}
      </ul>
    </figure>
  );
}
