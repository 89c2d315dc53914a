import { findAddressColumn, findCoordinateColumns, fileExtension } from '@nuri/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EncodingField, GeometryField, SridField, type OptionsProps } from './OptionFields';
import { CUSTOM_COLUMN_TYPES, needsShpSrid, type UploadForm } from './upload-form';
import { WebOptions } from './WebOptions';

/** The options of the chosen upload type. */
export function UploadOptions({ headers, ...props }: OptionsProps & { headers: readonly string[] | null }) {
  switch (props.form.type) {
    case 'shp':
      return (
        <>
          <EncodingField {...props} />
          <SridField
            {...props}
            defaultLabel={needsShpSrid(props.form) ? 'choose' : 'fromFile'}
            required={needsShpSrid(props.form)}
          />
          {needsShpSrid(props.form) && <ShpSridHint />}
        </>
      );
    case 'geocoding':
      return <GeocodingOptions {...props} headers={headers} />;
    case 'dxf':
      return (
        <>
          <GeometryField {...props} emptyLabel="dxfAll" />
          <EncodingField {...props} />
          <SridField {...props} defaultLabel="default5186" />
        </>
      );
    case 'geotiff':
      return <SridField {...props} defaultLabel="fromFile" />;
    case 'image':
      return <ImageOptions {...props} />;
    case 'web':
      return <WebOptions {...props} />;
    case 'custom':
      return <CustomOptions {...props} />;
  }
}

function ShpSridHint() {
  const { t } = useTranslation();
  return <p className="layer-upload__hint">{t('layerWidgets.upload.sridNoPrj')}</p>;
}

function GeocodingOptions({ headers, ...props }: OptionsProps & { headers: readonly string[] | null }) {
  const { t } = useTranslation();
  const { form, change, disabled } = props;
  const location = useId();
  const textTable = form.files.some((file) => ['csv', 'txt'].includes(fileExtension(file.name)));
  return (
    <>
      <fieldset className="layer-upload__fieldset">
        <legend>{t('layerWidgets.upload.location')}</legend>
        <label>
          <input
            type="radio"
            name={location}
            checked={form.locationMode === 'address'}
            disabled={disabled}
            onChange={() => change({ locationMode: 'address' })}
          />{' '}
          {t('layerWidgets.upload.locationAddress')}
        </label>
        <label>
          <input
            type="radio"
            name={location}
            checked={form.locationMode === 'coordinates'}
            disabled={disabled}
            onChange={() => change({ locationMode: 'coordinates' })}
          />{' '}
          {t('layerWidgets.upload.locationCoordinates')}
        </label>
      </fieldset>
      {form.locationMode === 'address' ? (
        <AddressOptions {...props} headers={headers} />
      ) : (
        <CoordinateOptions {...props} headers={headers} />
      )}
      {textTable && <EncodingField {...props} />}
      {form.locationMode === 'coordinates' && <SridField {...props} defaultLabel="geocodingAuto" />}
    </>
  );
}

/** The address column (the one found by its name preselected) and what becomes of rows not found. */
function AddressOptions({ headers, ...props }: OptionsProps & { headers: readonly string[] | null }) {
  const { t } = useTranslation();
  const { form, change, disabled } = props;
  const unmatched = useId();
  const found = headers ? findAddressColumn(headers) : null;
  return (
    <>
      <ColumnChoice
        label={t('layerWidgets.upload.addressColumn')}
        value={form.addressColumn}
        headers={headers}
        disabled={disabled}
        onChange={(addressColumn) => change({ addressColumn })}
      />
      {headers && (!found || form.addressColumn === found.name) && (
        <p className="layer-upload__hint" role="status">
          {found ? t('layerWidgets.upload.addressFound', { column: found.name }) : t('layerWidgets.upload.addressNotFound')}
        </p>
      )}
      <fieldset className="layer-upload__fieldset">
        <legend>{t('layerWidgets.upload.unmatched')}</legend>
        <label>
          <input
            type="radio"
            name={unmatched}
            checked={form.unmatchedRows === 'keep'}
            disabled={disabled}
            onChange={() => change({ unmatchedRows: 'keep' })}
          />{' '}
          {t('layerWidgets.upload.unmatchedKeep')}
        </label>
        <label>
          <input
            type="radio"
            name={unmatched}
            checked={form.unmatchedRows === 'skip'}
            disabled={disabled}
            onChange={() => change({ unmatchedRows: 'skip' })}
          />{' '}
          {t('layerWidgets.upload.unmatchedSkip')}
        </label>
      </fieldset>
    </>
  );
}

function CoordinateOptions({ headers, ...props }: OptionsProps & { headers: readonly string[] | null }) {
  const { t } = useTranslation();
  const { form, change, disabled } = props;
  const name = useId();
  const found = headers ? findCoordinateColumns(headers) : null;
  return (
    <>
      <fieldset className="layer-upload__fieldset">
        <legend>{t('layerWidgets.upload.columns')}</legend>
        <label>
          <input
            type="radio"
            name={name}
            checked={form.columnsMode === 'auto'}
            disabled={disabled}
            onChange={() => change({ columnsMode: 'auto', xColumn: '', yColumn: '' })}
          />{' '}
          {t('layerWidgets.upload.columnsAuto')}
        </label>
        <label>
          <input
            type="radio"
            name={name}
            checked={form.columnsMode === 'manual'}
            disabled={disabled}
            onChange={() => change({ columnsMode: 'manual' })}
          />{' '}
          {t('layerWidgets.upload.columnsManual')}
        </label>
        {form.columnsMode === 'auto' && found && (
          <p className="layer-upload__hint" role="status">
            {t('layerWidgets.upload.columnsFound', { x: found.x, y: found.y })}
          </p>
        )}
        {form.columnsMode === 'manual' && (
          <div className="layer-upload__columns">
            <ColumnChoice
              label={t('layerWidgets.upload.xColumn')}
              value={form.xColumn}
              headers={headers}
              disabled={disabled}
              onChange={(xColumn) => change({ xColumn })}
            />
            <ColumnChoice
              label={t('layerWidgets.upload.yColumn')}
              value={form.yColumn}
              headers={headers}
              disabled={disabled}
              onChange={(yColumn) => change({ yColumn })}
            />
          </div>
        )}
      </fieldset>
    </>
  );
}

/** A header of the table when the widget could read them, else the name typed in. */
function ColumnChoice({
  label,
  value,
  headers,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  headers: readonly string[] | null;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="layer-upload__field">
      <label htmlFor={id}>{label}</label>
      {headers ? (
        <select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('layerWidgets.upload.columnChoose')}</option>
          {headers.map((header) => (
            <option key={header} value={header}>
              {header}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type="text"
          value={value}
          maxLength={100}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}

function ImageOptions(props: OptionsProps) {
  const { t } = useTranslation();
  const { form, change, disabled } = props;
  const name = useId();
  const corners = ['minX', 'minY', 'maxX', 'maxY'] as const;
  return (
    <>
      <fieldset className="layer-upload__fieldset">
        <legend>{t('layerWidgets.upload.placement')}</legend>
        <label>
          <input
            type="radio"
            name={name}
            checked={form.placement === 'worldFile'}
            disabled={disabled}
            onChange={() => change({ placement: 'worldFile' })}
          />{' '}
          {t('layerWidgets.upload.placementWorldFile')}
        </label>
        <label>
          <input
            type="radio"
            name={name}
            checked={form.placement === 'extent'}
            disabled={disabled}
            onChange={() => change({ placement: 'extent' })}
          />{' '}
          {t('layerWidgets.upload.placementExtent')}
        </label>
        {form.placement === 'extent' && (
          <div className="layer-upload__extent">
            {corners.map((corner) => (
              <label key={corner}>
                {t(`layerWidgets.upload.extent.${corner}`)}
                <input
                  type="text"
                  inputMode="decimal"
                  value={form.extent[corner]}
                  disabled={disabled}
                  onChange={(e) => change({ extent: { ...form.extent, [corner]: e.target.value } })}
                />
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <SridField {...props} defaultLabel="default5186" />
    </>
  );
}

let columnKey = 0;

function CustomOptions(props: OptionsProps) {
  const { t } = useTranslation();
  const { form, change, disabled } = props;
  const update = (key: number, patch: Partial<UploadForm['columns'][number]>) =>
    change({ columns: form.columns.map((c) => (c.key === key ? { ...c, ...patch } : c)) });
  return (
    <>
      <GeometryField {...props} emptyLabel="choose" />
      <fieldset className="layer-upload__fieldset">
        <legend>{t('layerWidgets.upload.customColumns')}</legend>
        {form.columns.length === 0 && (
          <p className="layer-upload__hint">{t('layerWidgets.upload.customNoColumns')}</p>
        )}
        <ol className="layer-upload__custom-columns">
          {form.columns.map((column, index) => (
            <li key={column.key}>
              <input
                type="text"
                aria-label={t('layerWidgets.upload.customColumnName', { n: index + 1 })}
                value={column.name}
                maxLength={63}
                disabled={disabled}
                onChange={(e) => update(column.key, { name: e.target.value })}
              />
              <select
                aria-label={t('layerWidgets.upload.customColumnType', { n: index + 1 })}
                value={column.type}
                disabled={disabled}
                onChange={(e) => update(column.key, { type: e.target.value as typeof column.type })}
              >
                {CUSTOM_COLUMN_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`layerWidgets.upload.columnType.${type}`)}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="button--secondary"
                aria-label={t('layerWidgets.upload.customColumnRemove', { n: index + 1 })}
                disabled={disabled}
                onClick={() => change({ columns: form.columns.filter((c) => c.key !== column.key) })}
              >
                {t('button.delete')}
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="button--secondary"
          disabled={disabled}
          onClick={() => change({ columns: [...form.columns, { key: ++columnKey, name: '', type: 'text' }] })}
        >
          {t('layerWidgets.upload.customColumnAdd')}
        </button>
      </fieldset>
    </>
  );
}
