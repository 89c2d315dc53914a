import { useApi } from '@nuri/shell';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCapabilities, type WebCapabilities } from './layer-widgets-api';
import { GeometryField, type OptionsProps } from './OptionFields';
import { WEB_SERVICE_TYPES, webServiceTypeOf, type WebServiceType } from './upload-form';

/**
 * Web layer: the service type (or from the address), the address, and the sub-layers read from
 * the service's capabilities (POST /api/layers/upload/capabilities; nothing is stored).
 */
export function WebOptions(props: OptionsProps) {
  const { t } = useTranslation();
  const api = useApi();
  const { form, change, disabled } = props;
  const typeId = useId();
  const urlId = useId();
  const [service, setService] = useState<WebCapabilities | null>(null);
  const serviceType = webServiceTypeOf(form);

  const capabilities = useMutation({
    mutationFn: () => fetchCapabilities(api, form.url.trim(), form.serviceType),
    onSuccess: (found) => {
      setService(found);
      change({ serviceType: form.serviceType || found.serviceType, layerNames: [] });
    },
    onError: () => setService(null),
  });

  // A new address or type makes the sub-layers read before stale.
  const reset = (patch: Partial<typeof form>) => {
    setService(null);
    change({ ...patch, layerNames: [] });
  };
  const single = serviceType === 'wfs' || serviceType === 'wmts';
  const toggle = (name: string, checked: boolean) =>
    change({
      layerNames: single
        ? [name]
        : checked
          ? [...form.layerNames, name]
          : form.layerNames.filter((n) => n !== name),
    });

  return (
    <>
      <div className="layer-upload__field">
        <label htmlFor={typeId}>{t('layerWidgets.upload.serviceType')}</label>
        <select
          id={typeId}
          value={form.serviceType}
          disabled={disabled}
          onChange={(e) => reset({ serviceType: e.target.value as WebServiceType | '' })}
        >
          <option value="">{t('layerWidgets.upload.serviceTypeAuto')}</option>
          {WEB_SERVICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type.toUpperCase()}
            </option>
          ))}
        </select>
      </div>
      <div className="layer-upload__field">
        <label htmlFor={urlId}>{t('layerWidgets.upload.url')}</label>
        <div className="layer-upload__inline">
          <input
            id={urlId}
            type="url"
            value={form.url}
            maxLength={1000}
            placeholder="https://"
            disabled={disabled}
            onChange={(e) => reset({ url: e.target.value })}
          />
          {serviceType !== 'xyz' && (
            <button
              type="button"
              className="button--secondary"
              disabled={disabled || !form.url.trim() || capabilities.isPending}
              onClick={() => capabilities.mutate()}
            >
              {t('layerWidgets.upload.capabilities')}
            </button>
          )}
        </div>
        <p className="layer-upload__hint">{t('layerWidgets.upload.urlHint')}</p>
      </div>
      {capabilities.isPending && <p role="status">{t('layerWidgets.upload.capabilitiesLoading')}</p>}
      {service && (
        <fieldset className="layer-upload__fieldset">
          <legend>
            {t('layerWidgets.upload.subLayers', {
              service: service.title ?? service.serviceType.toUpperCase(),
            })}
          </legend>
          {service.subLayers.length === 0 ? (
            <p>{t('upload.web.noLayers')}</p>
          ) : (
            <ul className="layer-upload__sublayers">
              {service.subLayers.map((layer) => (
                <li key={layer.name}>
                  <label>
                    <input
                      type={single ? 'radio' : 'checkbox'}
                      name={single ? typeId : undefined}
                      checked={form.layerNames.includes(layer.name)}
                      disabled={disabled}
                      onChange={(e) => toggle(layer.name, e.target.checked)}
                    />{' '}
                    {layer.title ? `${layer.title} (${layer.name})` : layer.name}
                  </label>
                </li>
              ))}
            </ul>
          )}
          <p className="layer-upload__hint">{t('layerWidgets.upload.subLayersHint')}</p>
        </fieldset>
      )}
      {serviceType === 'wfs' && <GeometryField {...props} emptyLabel="choose" />}
    </>
  );
}
