import { BCRN_MAP_ID_PATTERN, checkThumbnail } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { useDialogs } from '@nuri/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureAlert } from '../kit/use-failure-alert';
import { CL_CODES, type BaseMap } from './basemaps-api';
import type { Editing } from './use-basemaps';

type ClCode = (typeof CL_CODES)[number];

interface FormErrors {
  bcrnMapId?: string;
  bcrnMapNm?: string;
  mapUrl?: string;
  mapUrlparamtr?: string;
}

/** The parameters text as a JSON object, null when empty, or 'invalid'. */
function parseParameters(text: string): Record<string, unknown> | null | 'invalid' {
  if (!text.trim()) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : 'invalid';
  } catch {
    return 'invalid';
  }
}

/**
 * The register or edit form of a base map: every field, the checks (id pattern, required name
 * and URL, parameters as a JSON object), the thumbnail choice, and the save (the map, then its
 * thumbnail).
 */
export function useBaseMapForm(
  editing: Exclude<Editing, null>,
  onSaved: (saved: BaseMap, created: boolean) => void,
) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const failed = useFailureAlert();
  const current = editing.mode === 'edit' ? editing.baseMap : null;
  const [values, setValues] = useState({
    bcrnMapId: '',
    bcrnMapNm: current?.bcrnMapNm ?? '',
    bcrnMapClCode: (current?.bcrnMapClCode as ClCode | undefined) ?? '01',
    lyrStleCode: current?.lyrStleCode ?? 'Z',
    mapUrl: current?.mapUrl ?? '',
    paramtr: current?.mapUrlparamtr ? JSON.stringify(current.mapUrlparamtr, null, 2) : '',
    inUse: current ? current.bcrnMapUseAt === 'Y' : true,
    imageOnly: current ? current.imageAt === 'Y' : false,
    removeThumbnail: false,
  });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const set =
    <K extends keyof typeof values>(key: K) =>
    (value: (typeof values)[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  const validate = (): { ok: false } | { ok: true; mapUrlparamtr: Record<string, unknown> | null } => {
    const next: FormErrors = {};
    const id = values.bcrnMapId.trim();
    if (editing.mode === 'create' && id && !BCRN_MAP_ID_PATTERN.test(id))
      next.bcrnMapId = t('baseMapMng.form.idInvalid');
    if (!values.bcrnMapNm.trim()) next.bcrnMapNm = t('baseMapMng.form.nmRequired');
    if (!values.mapUrl.trim()) next.mapUrl = t('baseMapMng.form.mapUrlRequired');
    const parsed = parseParameters(values.paramtr);
    if (parsed === 'invalid') next.mapUrlparamtr = t('baseMapMng.form.paramtrInvalid');
    setErrors(next);
    return Object.keys(next).length || parsed === 'invalid'
      ? { ok: false }
      : { ok: true, mapUrlparamtr: parsed };
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
    set('removeThumbnail')(false);
  };

  const save = async (mapUrlparamtr: Record<string, unknown> | null) => {
    const fields = {
      bcrnMapNm: values.bcrnMapNm.trim(),
      bcrnMapClCode: values.bcrnMapClCode,
      lyrStleCode: values.lyrStleCode,
      mapUrl: values.mapUrl.trim(),
      mapUrlparamtr,
      bcrnMapUseAt: values.inUse ? ('Y' as const) : ('N' as const),
      imageAt: values.imageOnly ? ('Y' as const) : ('N' as const),
    };
    const id = values.bcrnMapId.trim();
    let saved =
      editing.mode === 'create'
        ? await api.unwrap(
            api.POST('/api/basemap', { body: { ...fields, ...(id ? { bcrnMapId: id } : {}) } }),
          )
        : await api.unwrap(
            api.PUT('/api/basemap/{bcrnMapId}', {
              params: { path: { bcrnMapId: editing.baseMap.bcrnMapId } },
              body: { ...fields, ...(values.removeThumbnail ? { thumbnail: null } : {}) },
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
    return saved;
  };

  const submit = async () => {
    const checked = validate();
    if (!checked.ok) return;
    setBusy(true);
    try {
      onSaved(await save(checked.mapUrlparamtr), editing.mode === 'create');
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  return { current, values, set, file, chooseFile, errors, busy, submit };
}
