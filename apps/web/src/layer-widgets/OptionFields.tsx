import { CODE_GROUPS, useCommonCodes } from '@nuri/shell';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ENCODINGS,
  GEOMETRY_TYPES,
  SOURCE_SRIDS,
  type Encoding,
  type GeometryType,
  type UploadForm,
} from './upload-form';

// Fields several upload types share: encoding, source coordinate system, geometry type.

export interface OptionsProps {
  form: UploadForm;
  change: (patch: Partial<UploadForm>) => void;
  disabled: boolean;
}

export function EncodingField({ form, change, disabled }: OptionsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="layer-upload__field">
      <label htmlFor={id}>{t('layerWidgets.upload.encoding')}</label>
      <select
        id={id}
        value={form.encoding}
        disabled={disabled}
        onChange={(e) => change({ encoding: e.target.value as Encoding | '' })}
      >
        <option value="">{t('layerWidgets.upload.encodingAuto')}</option>
        {ENCODINGS.map((encoding) => (
          <option key={encoding} value={encoding}>
            {encoding}
          </option>
        ))}
      </select>
    </div>
  );
}

export type SridDefault = 'fromFile' | 'choose' | 'default5186' | 'geocodingAuto';

/** Source coordinate system: the list, or another EPSG code typed in. */
export function SridField({
  form,
  change,
  disabled,
  defaultLabel,
  required = false,
}: OptionsProps & { defaultLabel: SridDefault; required?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const listed = (SOURCE_SRIDS as readonly number[]).includes(Number(form.srid));
  const [other, setOther] = useState(form.srid !== '' && !listed);
  return (
    <div className="layer-upload__field">
      <label htmlFor={id}>{t('layerWidgets.upload.srid')}</label>
      <select
        id={id}
        value={other ? 'other' : form.srid}
        disabled={disabled}
        required={required}
        onChange={(e) => {
          const value = e.target.value;
          setOther(value === 'other');
          change({ srid: value === 'other' ? '' : value });
        }}
      >
        <option value="">{t(`layerWidgets.upload.srid.${defaultLabel}`)}</option>
        {SOURCE_SRIDS.map((srid) => (
          <option key={srid} value={String(srid)}>
            {`EPSG:${srid} ${t(`layerWidgets.srid.${srid}`)}`}
          </option>
        ))}
        <option value="other">{t('layerWidgets.upload.srid.other')}</option>
      </select>
      {other && (
        <input
          type="text"
          inputMode="numeric"
          aria-label={t('layerWidgets.upload.sridCode')}
          placeholder="5186"
          value={form.srid}
          disabled={disabled}
          onChange={(e) => change({ srid: e.target.value.replace(/\D/g, '') })}
        />
      )}
    </div>
  );
}

export function GeometryField({
  form,
  change,
  disabled,
  emptyLabel,
}: OptionsProps & { emptyLabel: 'choose' | 'dxfAll' }) {
  const { t } = useTranslation();
  const id = useId();
  // The geometry options of the common codes (MPD025, spec 001 §9).
  const geometryTypes = useCommonCodes(CODE_GROUPS.UPLOAD_GEOMETRY, { only: GEOMETRY_TYPES });
  return (
    <div className="layer-upload__field">
      <label htmlFor={id}>{t('layerWidgets.upload.geometryType')}</label>
      <select
        id={id}
        value={form.geometryType}
        disabled={disabled}
        onChange={(e) => change({ geometryType: e.target.value as GeometryType | '' })}
      >
        <option value="">{t(`layerWidgets.upload.geometry.${emptyLabel}`)}</option>
        {geometryTypes.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
