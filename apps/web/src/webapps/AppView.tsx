import { isSectionTabType, isWebappTyCode, WEBAPP_TY_CODES } from '@nuri/domain';
import type { MapController } from '@nuri/map';
import { Tabs } from '@nuri/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppTab } from './app-state';
import { WebMapPane } from './WebMapPane';

export interface AppViewProps {
  type: string;
  tabs: readonly AppTab[];
  /** The saved app the maps are seen through; null for the builder's preview of unsaved work. */
  webappTmplatId: string | null;
  /** Reports the shown tab's map once it is drawn (the builder makes the thumbnail from it). */
  onMapReady?: (controller: MapController, tabIndex: number) => void;
  /** Selected tab (controlled by the builder's preview); the view keeps its own otherwise. */
  selectedIndex?: number;
  onSelect?: (index: number) => void;
  /** Widget option of the app: the address and district search on its maps. */
  addressSearch?: boolean;
}

/**
 * The body of a themed app: its tabs (section tabs down the side for JOR and SES, a tab bar for
 * plain tabs, none for the simple map app), each showing its web map read-only.
 */
export function AppView({ type, tabs, webappTmplatId, onMapReady, selectedIndex, onSelect, addressSearch = false }: AppViewProps) {
  const { t } = useTranslation();
  const [own, setOwn] = useState(0);
  const current = Math.min(selectedIndex ?? own, Math.max(tabs.length - 1, 0));

  if (tabs.length === 0) {
    return (
      <div className="wa-empty" role="status">
        {t('web.webapps.viewer.noTabs')}
      </div>
    );
  }

  const pane = (tab: AppTab, index: number) => (
    <WebMapPane
      key={`${index}:${tab.userMapId}`}
      userMapId={tab.userMapId}
      webappTmplatId={webappTmplatId}
      addressSearch={addressSearch}
      onReady={onMapReady ? (controller) => onMapReady(controller, index) : undefined}
    />
  );

  if (type === WEBAPP_TY_CODES.SIMPLE && tabs.length === 1) {
    return <div className="wa-body wa-body--simple">{pane(tabs[0], 0)}</div>;
  }

  const section = isWebappTyCode(type) && isSectionTabType(type);
  return (
    <Tabs
      className={section ? 'wa-tabs wa-tabs--section' : 'wa-tabs'}
      label={section ? t('web.webapps.viewer.sections') : t('web.webapps.viewer.tabs')}
      selectedId={`tab-${current}`}
      onChange={(id) => {
        const index = Number(id.slice('tab-'.length));
        setOwn(index);
        onSelect?.(index);
      }}
      tabs={tabs.map((tab, index) => ({
        id: `tab-${index}`,
        label: tab.tabName || t('web.webapps.viewer.untitledTab', { n: index + 1 }),
        content: pane(tab, index),
      }))}
    />
  );
}
