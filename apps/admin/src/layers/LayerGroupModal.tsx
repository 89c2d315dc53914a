import { LYR_TY_MESSAGE_KEYS, LYR_TY_SE_CODES } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { FormDialog, TextField, useDialogs, useToast } from '@nuri/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alreadyShown } from '../kit/error-text';
import type { Layer } from './layers-api';
import './layer-groups.css';

/** At most this many layers in a group (LAYER_GROUP_MAX_LAYERS of the API). */
const MAX_LAYERS = 100;
const SEARCH_SIZE = 20;

interface Picked {
  lyrId: string;
  lyrNm: string;
  lyrTySeCode: Layer['lyrTySeCode'];
}

export interface LayerGroupModalProps {
  /** The group to edit; null makes a new one. */
  lyrId: string | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Makes a layer group from layers (POST /api/lyrgrp) or edits one (PUT /api/lyrgrp/{lyrId}): its
 * name, description and its layers in drawing order (first on top), picked from a layer search.
 */
export function LayerGroupModal({ lyrId, onClose, onSaved }: LayerGroupModalProps) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const pickedId = useId();
  const [lyrNm, setLyrNm] = useState('');
  const [lyrDc, setLyrDc] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const [text, setText] = useState('');
  const [searchTxt, setSearchTxt] = useState('');
  const [error, setError] = useState<{ name?: string; layers?: string }>({});

  const detail = useQuery({
    queryKey: ['layers', 'group', lyrId],
    queryFn: () => api.unwrap(api.GET('/api/lyrgrp/{lyrId}', { params: { path: { lyrId: lyrId ?? '' } } })),
    enabled: lyrId !== null,
    gcTime: 0,
  });
  useEffect(() => {
    if (!detail.data) return;
    setLyrNm(detail.data.lyrNm);
    setLyrDc(detail.data.lyrDc ?? '');
    setPicked(
      detail.data.layers.map(({ lyrId: id, lyrNm: nm, lyrTySeCode }) => ({
        lyrId: id,
        lyrNm: nm,
        lyrTySeCode,
      })),
    );
  }, [detail.data]);

  const results = useQuery({
    queryKey: ['layers', 'group-pick', searchTxt],
    queryFn: () =>
      api.unwrap(
        api.GET('/api/layers', {
          params: {
            query: {
              pageIndex: 1,
              pageSize: SEARCH_SIZE,
              scope: 'all-visible',
              ...(searchTxt ? { searchTxt } : {}),
            },
          },
        }),
      ),
  });

  const save = useMutation({
    mutationFn: () => {
      const body = {
        lyrNm: lyrNm.trim(),
        // A new group leaves an empty description out; an edit sends it (empty clears it).
        ...(lyrDc || lyrId !== null ? { lyrDc } : {}),
        lyrIdList: picked.map((p) => p.lyrId),
      };
      return lyrId === null
        ? api.unwrap(api.POST('/api/lyrgrp', { body }))
        : api.unwrap(api.PUT('/api/lyrgrp/{lyrId}', { params: { path: { lyrId } }, body }));
    },
    onSuccess: (group) => {
      toast.show(
        t(lyrId === null ? 'layerMng.groups.created' : 'layerMng.groups.saved', { name: group.lyrNm }),
        {
          tone: 'success',
        },
      );
      onSaved();
    },
    onError: (failure) => {
      if (!alreadyShown(failure)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
  });

  const submit = () => {
    const next = {
      name: lyrNm.trim() ? undefined : t('layerMng.groups.nameRequired'),
      layers: picked.length > 0 ? undefined : t('layerMng.groups.layersRequired'),
    };
    setError(next);
    if (!next.name && !next.layers) save.mutate();
  };

  const add = (layer: Layer) =>
    setPicked((list) =>
      list.some((p) => p.lyrId === layer.lyrId) || list.length >= MAX_LAYERS
        ? list
        : [...list, { lyrId: layer.lyrId, lyrNm: layer.lyrNm, lyrTySeCode: layer.lyrTySeCode }],
    );
  const move = (index: number, by: -1 | 1) =>
    setPicked((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item);
      return next;
    });

  const candidates = (results.data?.content ?? []).filter((l) => l.lyrTySeCode !== LYR_TY_SE_CODES.GROUP);

  return (
    <FormDialog
      title={t(lyrId === null ? 'layerMng.groups.createTitle' : 'layerMng.groups.editTitle')}
      maxWidth={760}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitDisabled={lyrId !== null && !detail.data}
      submitLabel={t('button.save')}
      formClassName="layer-group-form"
      noValidate
    >
      <TextField
        label={t('layerMng.groups.name')}
        value={lyrNm}
        onChange={setLyrNm}
        error={error.name}
        maxLength={200}
        required
      />
      <TextField
        label={t('layerMng.groups.description')}
        value={lyrDc}
        onChange={setLyrDc}
        multiline
        maxLength={1000}
      />
      <div className="layer-group-form__columns">
        <section aria-label={t('layerMng.groups.searchLabel')}>
          <div role="search" className="layer-group-form__search">
            <input
              type="search"
              aria-label={t('layerMng.groups.search')}
              placeholder={t('layerMng.groups.search')}
              value={text}
              maxLength={100}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  setSearchTxt(text.trim());
                }
              }}
            />
            <button type="button" onClick={() => setSearchTxt(text.trim())}>
              {t('layerMng.groups.searchButton')}
            </button>
          </div>
          <ul className="layer-group-form__list" aria-label={t('layerMng.groups.results')}>
            {candidates.map((layer) => {
              const added = picked.some((p) => p.lyrId === layer.lyrId);
              return (
                <li key={layer.lyrId}>
                  <span>
                    {layer.lyrNm} <small>{t(LYR_TY_MESSAGE_KEYS[layer.lyrTySeCode])}</small>
                  </span>
                  <button
                    type="button"
                    className="button--secondary"
                    disabled={added}
                    aria-label={t('layerMng.groups.addNamed', { name: layer.lyrNm })}
                    onClick={() => add(layer)}
                  >
                    {added ? t('layerMng.groups.added') : t('layerMng.groups.add')}
                  </button>
                </li>
              );
            })}
            {results.isSuccess && candidates.length === 0 && <li>{t('layerMng.empty')}</li>}
          </ul>
        </section>
        <section aria-labelledby={pickedId}>
          <h3 id={pickedId}>{t('layerMng.groups.picked', { count: picked.length })}</h3>
          {error.layers && (
            <p role="alert" className="instt-field__error">
              {error.layers}
            </p>
          )}
          <ol className="layer-group-form__list" aria-labelledby={pickedId}>
            {picked.map((p, index) => (
              <li key={p.lyrId}>
                <span>{p.lyrNm}</span>
                <span className="layer-group-form__order">
                  <button
                    type="button"
                    className="button--secondary"
                    disabled={index === 0}
                    aria-label={t('layerMng.groups.up', { name: p.lyrNm })}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button--secondary"
                    disabled={index === picked.length - 1}
                    aria-label={t('layerMng.groups.down', { name: p.lyrNm })}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button--secondary"
                    aria-label={t('layerMng.groups.remove', { name: p.lyrNm })}
                    onClick={() => setPicked((list) => list.filter((x) => x.lyrId !== p.lyrId))}
                  >
                    ×
                  </button>
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </FormDialog>
  );
}
