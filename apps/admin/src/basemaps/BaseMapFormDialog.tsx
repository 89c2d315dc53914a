import { THUMBNAIL_EXTENSIONS } from '@nuri/domain';
import { CODE_GROUPS, useCommonCodes } from '@nuri/shell';
import { FilePicker, FormDialog, SelectField, TextField } from '@nuri/ui';
import { useTranslation } from 'react-i18next';
import { CL_CODES, stleText, type BaseMap } from './basemaps-api';
import { useBaseMapForm } from './use-basemap-form';
import type { Editing } from './use-basemaps';

const THUMBNAIL_ACCEPT = THUMBNAIL_EXTENSIONS.map((e) => `.${e}`).join(',');

/** Registering or editing a base map: every field and the thumbnail. */
export function BaseMapFormDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: Exclude<Editing, null>;
  onClose: () => void;
  onSaved: (saved: BaseMap, created: boolean) => void;
}) {
  const { t } = useTranslation();
  // Kinds and source types as the common codes name them (BCRN_MAP_CL, LYR_STLE).
  const clCodes = useCommonCodes(CODE_GROUPS.BCRN_MAP_CL);
  const stleCodes = useCommonCodes(CODE_GROUPS.LYR_STLE);
  const form = useBaseMapForm(editing, onSaved);
  const { values, set, errors } = form;
  const known = (code: string) => stleCodes.codes.some((c) => c.code === code);
  const stleOptions = [
    ...stleCodes.codes.map((c) => c.code),
    ...(known(values.lyrStleCode) ? [] : [values.lyrStleCode]),
  ];
  return (
    <FormDialog
      title={t(editing.mode === 'create' ? 'baseMapMng.form.createTitle' : 'baseMapMng.form.editTitle')}
      onClose={onClose}
      onSubmit={() => void form.submit()}
      pending={form.busy}
      cancelLabel={t('baseMapMng.form.cancel')}
      submitLabel={t('baseMapMng.form.save')}
      formClassName="basemap-form"
      noValidate
    >
      {editing.mode === 'create' && (
        <TextField
          label={t('baseMapMng.form.id')}
          value={values.bcrnMapId}
          onChange={set('bcrnMapId')}
          hint={t('baseMapMng.form.idHelp')}
          error={errors.bcrnMapId}
          maxLength={40}
        />
      )}
      <TextField
        label={t('baseMapMng.form.nm')}
        value={values.bcrnMapNm}
        onChange={set('bcrnMapNm')}
        error={errors.bcrnMapNm}
        maxLength={100}
        required
      />
      <SelectField
        label={t('baseMapMng.form.clCode')}
        value={values.bcrnMapClCode}
        onChange={(value) => set('bcrnMapClCode')(CL_CODES.find((c) => c === value) ?? '01')}
        options={clCodes.options}
      />
      <SelectField
        label={t('baseMapMng.form.stle')}
        value={values.lyrStleCode}
        onChange={set('lyrStleCode')}
        options={stleOptions.map((c) => ({
          value: c,
          label: `${c} · ${known(c) ? stleCodes.label(c) : stleText(c, t)}`,
        }))}
      />
      <TextField
        label={t('baseMapMng.form.mapUrl')}
        value={values.mapUrl}
        onChange={set('mapUrl')}
        hint={t('baseMapMng.form.mapUrlHelp')}
        error={errors.mapUrl}
        maxLength={1000}
        required
      />
      <TextField
        label={t('baseMapMng.form.paramtr')}
        value={values.paramtr}
        onChange={set('paramtr')}
        error={errors.mapUrlparamtr}
        multiline
      />
      <label className="basemap-form__check">
        <input type="checkbox" checked={values.inUse} onChange={(e) => set('inUse')(e.target.checked)} />
        {t('baseMapMng.form.useAt')}
      </label>
      <label className="basemap-form__check">
        <input
          type="checkbox"
          checked={values.imageOnly}
          onChange={(e) => set('imageOnly')(e.target.checked)}
        />
        {t('baseMapMng.form.imageAt')}
      </label>
      <FilePicker
        label={t('baseMapMng.form.thumbnail')}
        accept={THUMBNAIL_ACCEPT}
        // The file sent on saving: a refused choice (an alert says why) leaves none.
        files={form.file ? [form.file] : []}
        clearAfterChoice
        onChange={([file]) => form.chooseFile(file)}
      />
      {form.current?.thumbnailUrl && (
        <label className="basemap-form__check">
          <input
            type="checkbox"
            checked={values.removeThumbnail}
            disabled={Boolean(form.file)}
            onChange={(e) => set('removeThumbnail')(e.target.checked)}
          />
          {t('baseMapMng.form.removeThumbnail')}
        </label>
      )}
    </FormDialog>
  );
}
