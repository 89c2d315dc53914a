import { CODE_GROUPS, useCommonCodes } from '@nuri/shell';
import { buttonColumn, DataGrid, type GridColumn, SelectField } from '@nuri/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '../institution/institution.css';
import { type BaseMapRow } from './basemaps-api';
import './basemaps.css';
import { BaseMapFormDialog } from './BaseMapFormDialog';
import { useBaseMapScreen } from './use-basemaps';

/**
 * Base map management (view 557, /admin/manageBaseMap, provider admins): the base maps the map
 * builder's picker offers. Filter by kind and use, register and edit (every field and the
 * thumbnail), switch use on and off in the grid, delete after a confirmation.
 */
export function BaseMapManagementPage() {
  const { t, i18n } = useTranslation();
  return (
    <section className="instt-admin" aria-labelledby="basemap-mng-title">
      <header className="instt-admin__header">
        <h1 id="basemap-mng-title">{t('baseMapMng.title')}</h1>
        <p className="instt-admin__intro">{t('baseMapMng.intro')}</p>
      </header>
      <BaseMapManagement key={i18n.language} />
    </section>
  );
}

function BaseMapManagement() {
  const { t } = useTranslation();
  const screen = useBaseMapScreen();
  const clCodes = useCommonCodes(CODE_GROUPS.BCRN_MAP_CL);

  const columns = useMemo<GridColumn<BaseMapRow>[]>(
    () => [
      {
        id: 'thumbnail',
        field: 'thumbnailHtml',
        title: t('baseMapMng.col.thumbnail'),
        type: 'templateHTML',
        textAlign: 'center',
        colWidth: 88,
        mobileHide: true,
      },
      { id: 'nm', field: 'bcrnMapNm', title: t('baseMapMng.col.nm') },
      { id: 'id', field: 'bcrnMapId', title: t('baseMapMng.col.id'), mobileHide: true },
      { id: 'cl', field: 'clText', title: t('baseMapMng.col.clCode'), textAlign: 'center', colWidth: 112 },
      {
        id: 'stle',
        field: 'stleText',
        title: t('baseMapMng.col.stle'),
        textAlign: 'center',
        colWidth: 160,
        mobileHide: true,
      },
      { id: 'available', field: 'availableText', title: t('baseMapMng.col.available'), mobileHide: true },
      {
        id: 'use',
        field: 'inUse',
        title: t('baseMapMng.col.useAt'),
        type: 'checkbox',
        textAlign: 'center',
        colWidth: 72,
      },
      buttonColumn('edit', t('baseMapMng.col.edit'), t('baseMapMng.col.edit'), 80),
      buttonColumn('delete', t('baseMapMng.col.delete'), t('button.delete'), 80),
    ],
    [t],
  );

  return (
    <>
      <div className="basemap-mng__filters">
        <SelectField
          label={t('baseMapMng.filter.clCode')}
          value={screen.clCode}
          onChange={screen.setClCode}
          placeholder={t('baseMapMng.filter.all')}
          options={clCodes.options}
        />
        <SelectField
          label={t('baseMapMng.filter.useAt')}
          value={screen.useAt}
          onChange={screen.setUseAt}
          placeholder={t('baseMapMng.filter.all')}
          options={[
            { value: 'Y', label: t('baseMapMng.use.Y') },
            { value: 'N', label: t('baseMapMng.use.N') },
          ]}
        />
        <button
          type="button"
          className="basemap-mng__add"
          onClick={() => screen.setEditing({ mode: 'create' })}
        >
          {t('baseMapMng.add')}
        </button>
      </div>
      <DataGrid<BaseMapRow>
        label={t('baseMapMng.listLabel')}
        columns={columns}
        fetchPage={screen.fetchPage}
        queryKey={screen.gridKey}
        rowKey={(row) => String(row.bcrnMapId)}
        showRowNumber
        emptyText={t('baseMapMng.empty')}
        onCheckboxChange={(row, _column, checked) => screen.toggleUse(row, checked)}
        onButtonClick={(row, column) => screen.act(row, column.id)}
      />
      {screen.editing && (
        <BaseMapFormDialog
          editing={screen.editing}
          onClose={() => screen.setEditing(null)}
          onSaved={screen.saved}
        />
      )}
    </>
  );
}
