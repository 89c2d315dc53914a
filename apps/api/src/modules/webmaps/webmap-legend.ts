import { WEBMAP_LEGEND_ID_MAX_LENGTH, WEBMAP_MAX_LAYERS, type WebMapLegend } from '@nuri/domain';
import type { FieldError } from '../../common/errors/domain-error';

const FIELDS = new Set(['order', 'hidden']);

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Checks the legend of a save request (issue 24): `{ order: layer ids, top first; hidden }`, both
 * optional (absent or null: the TOC's order, unfolded). The order holds at most WEBMAP_MAX_LAYERS
 * distinct ids of 1–40 characters; ids of layers the saved TOC does not hold are left out (a
 * client may keep the place of a layer it just removed). Every problem is reported with its
 * field path (`legend.order[3]`). The legend to store: null when it is the default.
 */
export function checkLegend(raw: unknown, tocLyrIds: Iterable<string>): { legend: WebMapLegend | null; errors: FieldError[] } {
  const errors: FieldError[] = [];
  if (raw === undefined || raw === null) return { legend: null, errors };
  if (!isObject(raw)) return { legend: null, errors: [{ field: 'legend', message: 'webmap.legend.invalid' }] };
  for (const key of Object.keys(raw)) {
    if (!FIELDS.has(key)) errors.push({ field: `legend.${key}`, message: 'webmap.legend.unknownField', params: { name: key } });
  }

  const hidden = raw.hidden ?? false;
  if (typeof hidden !== 'boolean') errors.push({ field: 'legend.hidden', message: 'webmap.legend.hiddenInvalid' });

  const order: string[] = [];
  const rawOrder = raw.order ?? [];
  if (!Array.isArray(rawOrder) || rawOrder.length > WEBMAP_MAX_LAYERS) {
    errors.push({ field: 'legend.order', message: 'webmap.legend.orderInvalid', params: { max: WEBMAP_MAX_LAYERS } });
  } else {
    const seen = new Set<string>();
    rawOrder.forEach((id: unknown, i) => {
      const field = `legend.order[${i}]`;
      if (typeof id !== 'string' || id.length === 0 || id.length > WEBMAP_LEGEND_ID_MAX_LENGTH) {
        errors.push({ field, message: 'webmap.legend.idInvalid', params: { max: WEBMAP_LEGEND_ID_MAX_LENGTH } });
      } else if (seen.has(id)) {
        errors.push({ field, message: 'webmap.legend.idDuplicate', params: { lyrId: id } });
      } else {
        seen.add(id);
        order.push(id);
      }
    });
  }
  if (errors.length) return { legend: null, errors };

  const inToc = new Set(tocLyrIds);
  const kept = order.filter((id) => inToc.has(id));
  return { legend: kept.length === 0 && hidden === false ? null : { order: kept, hidden: hidden as boolean }, errors };
}
