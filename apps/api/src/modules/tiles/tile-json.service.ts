import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { LayerAccess } from '../layers';
import type { TileJsonDto } from './dto/tiles.dto';
import { LYR_TY_SE_CODES } from '@nuri/domain';
import { LABEL_LAYER_SUFFIX, type SourceColumn as LayerColumn, LayerSources } from '../layer-data';
import { MAX_MERCATOR_LAT, MAX_TILE_ZOOM } from '../../common/geo/tile-grid';

const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);

function fieldKind(c: LayerColumn): string {
  if (NUMERIC.has(c.type)) return 'Number';
  return c.type === 'bool' ? 'Boolean' : 'String';
}

const clampLat = (v: number) => Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, v));
const clampLon = (v: number) => Math.max(-180, Math.min(180, v));

/**
 * TileJSON for the builder: the tile URL template (with the layer's data version, `?v=`), zooms, data bounds and the tiles' layers with
 * their attribute names (a line or polygon layer's `<lyrId>:labels` label points too).
 */
@Injectable()
export class TileJsonService {
  constructor(
    private readonly access: LayerAccess,
    private readonly sources: LayerSources,
  ) {}

  async describe(user: AuthUser | undefined, lyrId: string, origin: string, userMapId?: string): Promise<TileJsonDto> {
    const layer = await this.access.forView(user, lyrId, userMapId);
    // The data version makes the address immutable: an edit gives the tiles a new one.
    const query = `?v=${layer.dataVersion}${userMapId ? `&userMapId=${encodeURIComponent(userMapId)}` : ''}`;
    this.access.requireVector(layer);
    const source = await this.sources.of(layer);
    const fields = Object.fromEntries(source.attributes.map((c) => [c.name, fieldKind(c)]));
    const out: TileJsonDto = {
      tilejson: '3.0.0',
      name: layer.lyrNm,
      scheme: 'xyz',
      tiles: [`${origin}/api/tiles/${encodeURIComponent(layer.lyrId)}/{z}/{x}/{y}.mvt${query}`],
      minzoom: 0,
      maxzoom: MAX_TILE_ZOOM,
      vector_layers: [{ id: layer.lyrId, fields, minzoom: 0, maxzoom: MAX_TILE_ZOOM }],
    };
    // Lines and polygons also carry one label point per feature, with the same fields.
    if (layer.lyrTySeCode !== LYR_TY_SE_CODES.POINT) {
      out.vector_layers.push({ id: `${layer.lyrId}${LABEL_LAYER_SUFFIX}`, fields, minzoom: 0, maxzoom: MAX_TILE_ZOOM });
    }
    if (layer.lyrDc) out.description = layer.lyrDc;
    if (source.extent) {
      const [w, s, e, n] = source.extent.crs84;
      out.bounds = [clampLon(w), clampLat(s), clampLon(e), clampLat(n)];
      out.center = [(out.bounds[0] + out.bounds[2]) / 2, (out.bounds[1] + out.bounds[3]) / 2, 12];
    }
    return out;
  }
}
