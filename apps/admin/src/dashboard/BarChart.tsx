import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface Bar {
  label: string;
  count: number;
}

const WIDTH = 600;
const HEIGHT = 180;
const LEFT = 40;
const BOTTOM = 22;
const TOP = 8;

/**
 * A series as plain SVG bars (no chart library): the top value and zero on the axis, one bar
 * per entry with its label underneath; each bar names its label and count (title), and a table
 * gives the same figures to screen readers and anyone who prefers it.
 */
export function BarChart({
  caption,
  bars,
  labelHeader,
}: {
  caption: string;
  bars: readonly Bar[];
  labelHeader: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const total = bars.reduce((sum, b) => sum + b.count, 0);
  if (total === 0)
    return (
      <p className="dashboard-chart__empty" role="status">
        {t('dashboard.chartEmpty')}
      </p>
    );
  const max = Math.max(...bars.map((b) => b.count));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = (WIDTH - LEFT) / bars.length;
  const barWidth = slot * 0.6;
  return (
    <figure className="dashboard-chart">
      <figcaption id={titleId}>{caption}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        className="dashboard-chart__svg"
      >
        <line x1={LEFT} y1={TOP} x2={LEFT} y2={TOP + plotHeight} className="dashboard-chart__axis" />
        <line
          x1={LEFT}
          y1={TOP + plotHeight}
          x2={WIDTH}
          y2={TOP + plotHeight}
          className="dashboard-chart__axis"
        />
        <text x={LEFT - 6} y={TOP + 10} textAnchor="end" className="dashboard-chart__tick">
          {max.toLocaleString()}
        </text>
        <text x={LEFT - 6} y={TOP + plotHeight} textAnchor="end" className="dashboard-chart__tick">
          0
        </text>
        {bars.map((b, i) => {
          const height = (b.count / max) * plotHeight;
          const x = LEFT + i * slot + (slot - barWidth) / 2;
          return (
            <g key={b.label}>
              <rect
                className="dashboard-chart__bar"
                x={x}
                y={TOP + plotHeight - height}
                width={barWidth}
                height={height}
                data-count={b.count}
              >
                <title>{t('dashboard.barTitle', { label: b.label, count: b.count })}</title>
              </rect>
              <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle" className="dashboard-chart__tick">
                {b.label}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="dashboard-chart__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{t('dashboard.count')}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((b) => (
            <tr key={b.label}>
              <th scope="row">{b.label}</th>
              <td>{b.count.toLocaleString()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
