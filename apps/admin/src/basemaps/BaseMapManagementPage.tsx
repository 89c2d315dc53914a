import { BCRN_MAP_ID_PATTERN, checkThumbnail, THUMBNAIL_EXTENSIONS } from '@nuri/domain';
import { CODE_GROUPS, useApi, useCommonCodes } from '@nuri/shell';
import { DataGrid, type GridColumn, Modal, TextField, useDialogs, useGridRefresh, useToast } from '@nuri/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../institution/institution.css';
import { alreadyShown } from '../kit/error-text';
import {
  CL_CODES,
  USE_KEYS,
  stleText,
  useBaseMapPage,
  type BaseMap,
  type BaseMapRow,
  type ClCodeFilter,
  type UseFilter,
} from './basemaps-api';
import './basemaps.css';

/** The base-map grid's rows: a change loads them again. */
const BASE_MAPS_GRID = ['baseMaps', 'list'] as const;

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

type Editing = { mode: 'create' } | { mode: 'edit'; baseMap: BaseMap } | null;

function BaseMapManagement() {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const clId = useId();
  const useId_ = useId();
  const [clCode, setClCode] = useState<ClCodeFilter>('');
  const [useAt, setUseAt] = useState<UseFilter>('');
  const [editing, setEditing] = useState<Editing>(null);
  const reload = useGridRefresh(BASE_MAPS_GRID);
  const fetchPage = useBaseMapPage(clCode, useAt, t);
  const clCodes = useCommonCodes(CODE_GROUPS.BCRN_MAP_CL);

  const failed = (error: unknown) => {
    if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
  };

  const toggleUse = useMutation({
    mutationFn: ({ row, inUse }: { row: BaseMapRow; inUse: boolean }) =>
      api.unwrap(
        api.PUT('/api/basemap/{bcrnMapId}', {
          params: { path: { bcrnMapId: row.bcrnMapId } },
          body: { bcrnMapUseAt: inUse ? 'Y' : 'N' },
        }),
      ),
    onSuccess: (saved) => {
      toast.show(
        t('baseMapMng.useChanged', { name: saved.bcrnMapNm, state: t(USE_KEYS[saved.bcrnMapUseAt]) }),
        { tone: 'success' },
      );
      reload();
    },
    onError: (error) => {
      failed(error);
      reload();
    },
  });

  const remove = useMutation({
    mutationFn: (row: BaseMapRow) =>
      api.unwrap(api.DELETE('/api/basemap/{bcrnMapId}', { params: { path: { bcrnMapId: row.bcrnMapId } } })),
    onSuccess: (_r, row) => {
      toast.show(t('baseMapMng.deleted', { name: row.bcrnMapNm }), { tone: 'success' });
      reload();
    },
    onError: failed,
  });

  const askRemove = async (row: BaseMapRow) => {
    const agreed = await dialogs.confirm({
      type: 'delete',
      message: t('baseMapMng.deleteConfirm', { name: row.bcrnMapNm }),
      confirmLabel: t('button.delete'),
    });
    if (agreed) remove.mutate(row);
  };

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
      {
        id: 'edit',
        title: t('baseMapMng.col.edit'),
        text: t('baseMapMng.col.edit'),
        type: 'button',
        textAlign: 'center',
        colWidth: 80,
      },
      {
        id: 'delete',
        title: t('baseMapMng.col.delete'),
        text: t('button.delete'),
        type: 'button',
        textAlign: 'center',
        colWidth: 80,
      },
    ],
    [t],
  );

  return (
    <>
      <div className="basemap-mng__filters">
        <label htmlFor={clId}>{t('baseMapMng.filter.clCode')}</label>{' '}
        <select
          id={clId}
          value={clCode}
          onChange={(e) => {
            const v = e.target.value;
            setClCode(v === '01' || v === '02' || v === '03' ? v : '');
          }}
        >
          <option value="">{t('baseMapMng.filter.all')}</option>
          {clCodes.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>{' '}
        <label htmlFor={useId_}>{t('baseMapMng.filter.useAt')}</label>{' '}
        <select
          id={useId_}
          value={useAt}
          onChange={(e) => {
            const v = e.target.value;
            setUseAt(v === 'Y' || v === 'N' ? v : '');
          }}
        >
          <option value="">{t('baseMapMng.filter.all')}</option>
          <option value="Y">{t('baseMapMng.use.Y')}</option>
          <option value="N">{t('baseMapMng.use.N')}</option>
        </select>{' '}
        <button type="button" className="basemap-mng__add" onClick={() => setEditing({ mode: 'create' })}>
          {t('baseMapMng.add')}
        </button>
      </div>
      <DataGrid<BaseMapRow>
        label={t('baseMapMng.listLabel')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={[...BASE_MAPS_GRID, clCode, useAt]}
        rowKey={(row) => String(row.bcrnMapId)}
        showRowNumber
        emptyText={t('baseMapMng.empty')}
        onCheckboxChange={(row, _column, checked) => toggleUse.mutate({ row, inUse: checked })}
        onButtonClick={(row, column) => {
          if (column.id === 'edit') setEditing({ mode: 'edit', baseMap: row.baseMap });
          else void askRemove(row);
        }}
      />
      {editing && (
        <BaseMapForm
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved, created) => {
            setEditing(null);
            toast.show(t(created ? 'baseMapMng.created' : 'baseMapMng.saved', { name: saved.bcrnMapNm }), {
              tone: 'success',
            });
            reload();
          }}
        />
      )}
    </>
  );
}

interface FormErrors {
  bcrnMapId?: string;
  bcrnMapNm?: string;
  mapUrl?: string;
  mapUrlparamtr?: string;
}

function BaseMapForm({
  editing,
  onClose,
  onSaved,
}: {
  editing: Exclude<Editing, null>;
  onClose: () => void;
  onSaved: (saved: BaseMap, created: boolean) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const ids = { cl: useId(), stle: useId(), use: useId(), image: useId(), file: useId(), remove: useId() };
  // Kinds and source types as the common codes name them (BCRN_MAP_CL, LYR_STLE).
  const clCodes = useCommonCodes(CODE_GROUPS.BCRN_MAP_CL);
  const stleCodes = useCommonCodes(CODE_GROUPS.LYR_STLE);
  const current = editing.mode === 'edit' ? editing.baseMap : null;
  const [bcrnMapId, setBcrnMapId] = useState('');
  const [bcrnMapNm, setBcrnMapNm] = useState(current?.bcrnMapNm ?? '');
  const [bcrnMapClCode, setClCode] = useState<(typeof CL_CODES)[number]>(
    (current?.bcrnMapClCode as (typeof CL_CODES)[number] | undefined) ?? '01',
  );
  const [lyrStleCode, setStle] = useState(current?.lyrStleCode ?? 'Z');
  const [mapUrl, setMapUrl] = useState(current?.mapUrl ?? '');
  const [paramtr, setParamtr] = useState(
    current?.mapUrlparamtr ? JSON.stringify(current.mapUrlparamtr, null, 2) : '',
  );
  const [inUse, setInUse] = useState(current ? current.bcrnMapUseAt === 'Y' : true);
  const [imageOnly, setImageOnly] = useState(current ? current.imageAt === 'Y' : false);
  const [file, setFile] = useState<File | null>(null);
  const [removeThumbnail, setRemoveThumbnail] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);

  const validate = (): { ok: false } | { ok: true; mapUrlparamtr: Record<string, unknown> | null } => {
    const next: FormErrors = {};
    if (editing.mode === 'create' && bcrnMapId.trim() && !BCRN_MAP_ID_PATTERN.test(bcrnMapId.trim())) {
      next.bcrnMapId = t('baseMapMng.form.idInvalid');
    }
    if (!bcrnMapNm.trim()) next.bcrnMapNm = t('baseMapMng.form.nmRequired');
    if (!mapUrl.trim()) next.mapUrl = t('baseMapMng.form.mapUrlRequired');
    let parsed: Record<string, unknown> | null = null;
    if (paramtr.trim()) {
      try {
        const value: unknown = JSON.parse(paramtr);
        if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
        parsed = value as Record<string, unknown>;
      } catch {
        next.mapUrlparamtr = t('baseMapMng.form.paramtrInvalid');
      }
    }
    setErrors(next);
    return Object.keys(next).length ? { ok: false } : { ok: true, mapUrlparamtr: parsed };
  };

  const chooseFile = (chosen: File | undefined) => {
    if (!chosen) return;
    const check = checkThumbnail({ fileName: chosen.name, size: chosen.size });
    if (!check.ok) {
      void dialogs.alert({
        type: 'failure',
        title: t(check.titleKey),
        message: t(check.messageKey, { ...check.params }),
      });
      setFile(null);
      return;
    }
    setFile(chosen);
    setRemoveThumbnail(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate();
    if (!checked.ok) return;
    const fields = {
      bcrnMapNm: bcrnMapNm.trim(),
      bcrnMapClCode,
      lyrStleCode,
      mapUrl: mapUrl.trim(),
      mapUrlparamtr: checked.mapUrlparamtr,
      bcrnMapUseAt: inUse ? ('Y' as const) : ('N' as const),
      imageAt: imageOnly ? ('Y' as const) : ('N' as const),
    };
    setBusy(true);
    try {
      let saved =
        editing.mode === 'create'
          ? await api.unwrap(
              api.POST('/api/basemap', {
                body: { ...fields, ...(bcrnMapId.trim() ? { bcrnMapId: bcrnMapId.trim() } : {}) },
              }),
            )
          : await api.unwrap(
              api.PUT('/api/basemap/{bcrnMapId}', {
                params: { path: { bcrnMapId: editing.baseMap.bcrnMapId } },
                body: { ...fields, ...(removeThumbnail ? { thumbnail: null } : {}) },
              }),
            );
      if (file) {
        const form = new FormData();
        form.append('file', file);
        saved = await api.unwrap(
          api.POST('/api/basemap/{bcrnMapId}/thumbnail', {
            params: { path: { bcrnMapId: saved.bcrnMapId } },
            // The typed body only names the part; the multipart form itself is what is sent.
            body: { file: file.name },
            bodySerializer: () => form,
          }),
        );
      }
      onSaved(saved, editing.mode === 'create');
    } catch (error) {
      if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    } finally {
      setBusy(false);
    }
  };

  const formId = useId();
  return (
    <Modal
      open
      onClose={onClose}
      title={t(editing.mode === 'create' ? 'baseMapMng.form.createTitle' : 'baseMapMng.form.editTitle')}
      footer={
        <>
          <button type="button" className="button--secondary" onClick={onClose}>
            {t('baseMapMng.form.cancel')}
          </button>
          <button type="submit" form={formId} disabled={busy}>
            {t('baseMapMng.form.save')}
          </button>
        </>
      }
    >
      <form id={formId} className="basemap-form" onSubmit={(e) => void submit(e)} noValidate>
        {editing.mode === 'create' && (
          <TextField
            label={t('baseMapMng.form.id')}
            value={bcrnMapId}
            onChange={setBcrnMapId}
            hint={t('baseMapMng.form.idHelp')}
            error={errors.bcrnMapId}
            maxLength={40}
          />
        )}
        <TextField
          label={t('baseMapMng.form.nm')}
          value={bcrnMapNm}
          onChange={setBcrnMapNm}
          error={errors.bcrnMapNm}
          maxLength={100}
          required
        />
        <div className="instt-field">
          <label htmlFor={ids.cl}>{t('baseMapMng.form.clCode')}</label>
          <select
            id={ids.cl}
            value={bcrnMapClCode}
            onChange={(e) => setClCode(e.target.value as (typeof CL_CODES)[number])}
          >
            {clCodes.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="instt-field">
          <label htmlFor={ids.stle}>{t('baseMapMng.form.stle')}</label>
          <select id={ids.stle} value={lyrStleCode} onChange={(e) => setStle(e.target.value)}>
            {[
              ...stleCodes.codes.map((c) => c.code),
              ...(stleCodes.codes.some((c) => c.code === lyrStleCode) ? [] : [lyrStleCode]),
            ].map((c) => (
              <option key={c} value={c}>
                {`${c} · ${stleCodes.codes.some((code) => code.code === c) ? stleCodes.label(c) : stleText(c, t)}`}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('baseMapMng.form.mapUrl')}
          value={mapUrl}
          onChange={setMapUrl}
          hint={t('baseMapMng.form.mapUrlHelp')}
          error={errors.mapUrl}
          maxLength={1000}
          required
        />
        <TextField
          label={t('baseMapMng.form.paramtr')}
          value={paramtr}
          onChange={setParamtr}
          error={errors.mapUrlparamtr}
          multiline
        />
        <div className="basemap-form__check">
          <label>
            <input
              id={ids.use}
              type="checkbox"
              checked={inUse}
              onChange={(e) => setInUse(e.target.checked)}
            />{' '}
            {t('baseMapMng.form.useAt')}
          </label>
        </div>
        <div className="basemap-form__check">
          <label>
            <input
              id={ids.image}
              type="checkbox"
              checked={imageOnly}
              onChange={(e) => setImageOnly(e.target.checked)}
            />{' '}
            {t('baseMapMng.form.imageAt')}
          </label>
        </div>
        <div className="instt-field">
          <label htmlFor={ids.file}>{t('baseMapMng.form.thumbnail')}</label>
          <input
            id={ids.file}
            type="file"
            accept={THUMBNAIL_EXTENSIONS.map((e) => `.${e}`).join(',')}
            onChange={(e) => chooseFile(e.currentTarget.files?.[0])}
          />
          {current?.thumbnailUrl && (
            <label>
              <input
                id={ids.remove}
                type="checkbox"
                checked={removeThumbnail}
                disabled={Boolean(file)}
                onChange={(e) => setRemoveThumbnail(e.target.checked)}
              />{' '}
              {t('baseMapMng.form.removeThumbnail')}
            </label>
          )}
        </div>
      </form>
    </Modal>
  );
}
