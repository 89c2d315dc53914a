import { useIsPiecesMobile } from '@nuri/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@nuri/ui';
import type { useFullscreen } from './use-fullscreen';

export interface MapControlsProps {
  sideShown: boolean;
  onToggleSide: () => void;
  fullscreen: ReturnType<typeof useFullscreen>;
  /** The widget bar; closeSheet closes the phone's tool sheet (nothing on a desktop). */
  tools: (closeSheet: () => void) => ReactNode;
}

/** The buttons over the map (side panel, full screen) and the tools: a bar, or a sheet on a phone. */
export function MapControls({ sideShown, onToggleSide, fullscreen, tools }: MapControlsProps) {
  const { t } = useTranslation();
  const phone = useIsPiecesMobile();
  const [toolsOpen, setToolsOpen] = useState(false);
  return (
    <>
      <div className="mb-map-controls">
        {/* On a phone the panel opens from the sheet button at the bottom. */}
        {!phone && (
          <button
            type="button"
            className="mb-widget"
            aria-expanded={sideShown}
            aria-controls="mb-side"
            aria-label={sideShown ? t('web.mapBuilder.side.hide') : t('web.mapBuilder.side.show')}
            title={sideShown ? t('web.mapBuilder.side.hide') : t('web.mapBuilder.side.show')}
            onClick={onToggleSide}
          >
            <Icon name="panel" />
          </button>
        )}
        {fullscreen.supported && (
          <button
            type="button"
            className="mb-widget"
            aria-pressed={fullscreen.active}
            aria-label={t('web.mapBuilder.fullscreen')}
            title={t('web.mapBuilder.fullscreen')}
            onClick={() => void fullscreen.toggle()}
          >
            <Icon name={fullscreen.active ? 'exitFullscreen' : 'fullscreen'} />
          </button>
        )}
      </div>
      {phone && (
        <button
          type="button"
          className="mb-widget mb-tools-toggle"
          aria-expanded={toolsOpen}
          aria-controls="mb-tools"
          aria-label={t('web.mapBuilder.widgets.label')}
          title={t('web.mapBuilder.widgets.label')}
          onClick={() => setToolsOpen(!toolsOpen)}
        >
          <Icon name="tools" />
        </button>
      )}
      <div id="mb-tools" className={`mb-tools${phone ? ' mb-tools--sheet' : ''}`} hidden={phone && !toolsOpen}>
        {tools(() => setToolsOpen(false))}
      </div>
    </>
  );
}
