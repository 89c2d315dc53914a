import { Injectable } from '@nestjs/common';
import { defaultLayerStyle, fileExtension, LYR_TY_SE_CODES, normalizeLayerStyle, validateLayerStyle, type LayerStyle } from '@nuri/domain';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import type { LayerStyleDto } from './dto/style.dto';
import type { Layer } from './entities/layer.entity';
import { LayerAccess } from './layer-access.service';
import { LayerStyles } from './layer-style.service';
import { layerStyleToMapLibre } from './style/maplibre-write';
import { checkSld, SLD_EXTENSIONS } from './style/sld-check';
import { sldToLayerStyle } from './style/sld-read';
import type { SldUpload } from './style/sld-upload.interceptor';
import { layerStyleToSld, type SldGeometry } from './style/sld-write';

function geometryOf(layer: Layer): SldGeometry {
  if (layer.lyrTySeCode === LYR_TY_SE_CODES.POINT) return 'point';
  if (layer.lyrTySeCode === LYR_TY_SE_CODES.LINE) return 'line';
  if (layer.lyrTySeCode === LYR_TY_SE_CODES.POLYGON) return 'polygon';
  throw new DomainError('CONFLICT', 'layer.notVector');
}

/** The layer's stored JSON style in full (the default style when none or not valid). */
function storedStyle(layer: Layer): LayerStyle {
  const json = layer.styleJson;
  return json && validateLayerStyle(json).length === 0 ? normalizeLayerStyle(json) : defaultLayerStyle();
}

/** A style sent for export, in full form; 400 naming the first problem (styleJson.<path>). */
function givenStyle(styleJson: Record<string, unknown>): LayerStyle {
  const errors = validateLayerStyle(styleJson, 'styleJson');
  if (errors.length > 0) {
    throw new DomainError(
      'VALIDATION_FAILED',
      'layer.styleInvalid',
      { detail: errors[0] },
      errors.map((detail) => ({ field: detail.slice(0, Math.max(detail.indexOf(' '), 0)) || 'styleJson', message: 'layer.styleInvalid', params: { detail } })),
    );
  }
  return normalizeLayerStyle(styleJson);
}

/**
 * Style interchange (issue 24): a vector layer's JSON style exported as SLD 1.1 or as a MapLibre
 * style, and an SLD imported onto the layer's JSON style.
 */
@Injectable()
export class LayerStyleExchange {
  constructor(
    private readonly access: LayerAccess,
    private readonly styles: LayerStyles,
  ) {}

  async sld(user: AuthUser, lyrId: string): Promise<{ name: string; xml: string }> {
    const layer = await this.access.forView(user, lyrId);
    return { name: layer.lyrNm, xml: layerStyleToSld(storedStyle(layer), layer.lyrNm, geometryOf(layer)) };
  }

  /** A given style (the map builder's, saved or not) of the layer as SLD 1.1: 400 when the style is not valid. */
  async sldOf(user: AuthUser, lyrId: string, styleJson: Record<string, unknown>): Promise<{ name: string; xml: string }> {
    const layer = await this.access.forView(user, lyrId);
    return { name: layer.lyrNm, xml: layerStyleToSld(givenStyle(styleJson), layer.lyrNm, geometryOf(layer)) };
  }

  async mapLibre(user: AuthUser, lyrId: string, origin: string, styleJson?: Record<string, unknown>): Promise<Record<string, unknown>> {
    const layer = await this.access.forView(user, lyrId);
    return layerStyleToMapLibre(styleJson ? givenStyle(styleJson) : storedStyle(layer), {
      id: layer.lyrId,
      name: layer.lyrNm,
      geometry: geometryOf(layer),
      tileJsonUrl: `${origin}/api/tiles/${encodeURIComponent(layer.lyrId)}/tilejson.json`,
    });
  }

  /** Reads an SLD into the layer's JSON style (editors): 400 for XML that is not an SLD this reads. */
  async importSld(user: AuthUser, lyrId: string, upload: SldUpload | undefined): Promise<LayerStyleDto> {
    const layer = await this.access.forEdit(user, lyrId);
    geometryOf(layer);
    if (!upload || upload.bytes.length === 0) {
      throw new DomainError('VALIDATION_FAILED', 'layer.sldRequired', {}, [{ field: 'file', message: 'layer.sldRequired' }]);
    }
    if (upload.fileName !== null && !(SLD_EXTENSIONS as readonly string[]).includes(fileExtension(upload.fileName))) {
      throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'layer.sldExtension');
    }
    const imported = sldToLayerStyle(checkSld(upload.bytes));
    // The layer's labels and display settings stay; the symbols and classes come from the SLD.
    const current = storedStyle(layer);
    const next: LayerStyle = { ...current, kind: imported.kind, column: imported.column, base: imported.base, classes: imported.classes };
    const errors = validateLayerStyle(next);
    if (errors.length > 0) {
      const params = { detail: errors[0] };
      throw new DomainError('VALIDATION_FAILED', 'layer.sldUnsupported', params, [{ field: 'sld', message: 'layer.sldUnsupported', params }]);
    }
    return this.styles.setJson(user, lyrId, next as unknown as Record<string, unknown>);
  }
}
