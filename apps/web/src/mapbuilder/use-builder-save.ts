import { THUMBNAIL_MAX_BYTES } from '@nuri/domain';
import { exportMapImage, saveView, type MapController } from '@nuri/map';
import { useApi } from '@nuri/shell';
import { useDialogs } from '@nuri/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createWebMap, updateWebMap, uploadThumbnail } from '../map-kit/map-api';
import type { LegendSetting } from '../map-kit/legend';
import { buildSavePayload, copyTitle, type BuilderMeta } from '../map-kit/save-payload';
import type { TocNode } from '../map-kit/toc-state';

const THUMBNAIL_TIMEOUT_MS = 15_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);
}

export interface BuilderSaveOptions {
  controller: MapController | null;
  meta: BuilderMeta;
  setMeta: (meta: BuilderMeta) => void;
  baseMapId: string | null;
  nodes: TocNode[];
  /** The legend's order and folded state (saved with the map). */
  legend: LegendSetting;
  /** The map in the address, the one being edited, and whether this user may overwrite it. */
  current: { userMapId: string | null; currentId: string | null; canEdit: boolean };
  /** The map was saved under this id (the builder now edits it). */
  onSaved: (userMapId: string) => void;
  navigateTo: (path: string) => void;
  /** The builder's address without a map id. */
  builderPath: string;
}

/** Saving the builder's map (save, or save as a copy), then its thumbnail from the map's canvas. */
export function useBuilderSave(o: BuilderSaveOptions) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const [saving, setSaving] = useState(false);
  const { controller, meta, current } = o;

  const save = async (asNew: boolean) => {
    if (!controller) return;
    if (!meta.title.trim()) {
      await dialogs.alert({ type: 'info', message: t('web.mapBuilder.save.titleRequired') });
      return;
    }
    // Save as: a copy of a saved map gets its own title ('… (사본)'), so the two are told apart.
    const copying = asNew && current.currentId !== null;
    const savedMeta = copying ? { ...meta, title: copyTitle(meta.title.trim(), (title) => t('web.mapBuilder.copyTitle', { title })) } : meta;
    setSaving(true);
    try {
      const body = buildSavePayload(savedMeta, o.baseMapId, saveView(controller.map.getView()), o.nodes, o.legend);
      const saved = !asNew && current.currentId && current.canEdit ? await updateWebMap(api, current.currentId, body) : await createWebMap(api, body);
      if (copying) o.setMeta(savedMeta);
      o.onSaved(saved.userMapId);
      let thumbnail = true;
      try {
        const image = await withTimeout(exportMapImage(controller.map, { maxBytes: THUMBNAIL_MAX_BYTES }), THUMBNAIL_TIMEOUT_MS);
        await uploadThumbnail(api, saved.userMapId, image);
      } catch {
        thumbnail = false;
      }
      if (saved.userMapId !== current.userMapId) o.navigateTo(`${o.builderPath}/${saved.userMapId}`);
      await dialogs.alert({ type: 'success', message: thumbnail ? t('web.mapBuilder.save.done') : t('web.mapBuilder.save.thumbnailFailed') });
    } catch {
      // The API client has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return { saving, save };
}
