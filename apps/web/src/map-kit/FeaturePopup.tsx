import { columnLabel, formatColumnValue, type PopupSetting } from '@nuri/domain';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface FeaturePopupContent {
  title: string;
  /** Configured columns (display names) with their values as formatted, in the popup setting's order. */
  rows: [string, string][];
  x: number;
  y: number;
}

/** The popup of a clicked feature: the columns the layer's popup setting names. */
export function FeaturePopup({ popup, onClose }: { popup: FeaturePopupContent; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // Centred over the clicked point, but kept inside the map (a click near a phone's edge).
  const [left, setLeft] = useState(popup.x);
  useLayoutEffect(() => {
    const el = ref.current;
    const room = el?.parentElement?.clientWidth ?? 0;
    const half = (el?.offsetWidth ?? 0) / 2;
    setLeft(room > 0 ? Math.min(Math.max(popup.x, half + 4), Math.max(half + 4, room - half - 4)) : popup.x);
  }, [popup.x, popup.rows]);
  return (
    <div ref={ref} className="mb-popup" role="dialog" aria-label={popup.title} style={{ left, top: popup.y }}>
      <div className="mb-popup__head">
        <strong>{popup.title}</strong>
        <button type="button" className="mb-icon-btn" aria-label={t('web.mapBuilder.popup.close')} onClick={onClose}>
          ✕
        </button>
      </div>
      {popup.rows.length === 0 ? (
        <p className="mb-muted">{t('web.mapBuilder.popup.noColumns')}</p>
      ) : (
        <table>
          <tbody>
            {popup.rows.map(([k, v]) => (
              <tr key={k}>
                <th scope="row">{k}</th>
                <td>{v}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/**
 * The rows of a popup: the configured columns in their order, each under its display name
 * (the column name when it has none) with its value formatted for the reader's language.
 */
export function popupRows(properties: Record<string, unknown>, popup: Pick<PopupSetting, 'columns' | 'aliases' | 'formats'>, language: string): [string, string][] {
  return popup.columns.map((c) => [columnLabel(c, popup.aliases), formatColumnValue(properties[c], popup.formats?.[c], language)]);
}
