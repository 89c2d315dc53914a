import { CONTENT_KINDS } from '@nuri/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { ContentAccessPolicy, callerOf } from '../access';
import { LayerAccess } from '../layers';
import { type LayerSource, LayerSources, type VectorLayer } from '../layer-data';
import { type Box, intersectBoxes } from '../../common/geo/tile-grid';
import { OGC_DEFAULT_COLLECTIONS_LIMIT, OGC_DEFAULT_LIMIT, OGC_MAX_LIMIT, type OgcItemsQueryDto, type OgcPageQueryDto } from './dto/ogc.dto';
import {
  collectionDocument,
  type CollectionDocument,
  CONFORMANCE_CLASSES,
  GEOJSON_TYPE,
  JSON_TYPE,
  landingDocument,
  ogcBase,
  type OgcLink,
  parseBbox,
  withQuery,
} from './ogc-documents';
import { countInBboxSql, itemSql, itemsSql, RECORDED_BBOX, visibleCollectionsSql } from './ogc.queries';

interface BboxRow {
  minLon: number | null;
  minLat: number | null;
  maxLon: number | null;
  maxLat: number | null;
}

type CollectionRow = VectorLayer & BboxRow & { lyrNm: string; lyrDc: string | null };

const MAX_FEATURE_ID = 9_223_372_036_854_775_807n;

const boxOf = (r: BboxRow): Box | null =>
  r.minLon === null || r.minLat === null || r.maxLon === null || r.maxLat === null ? null : [r.minLon, r.minLat, r.maxLon, r.maxLat];

/**
 * OGC API – Features, part 1 (core, GeoJSON, OpenAPI 3.0), read-only, over the layers the
 * content-access policy lets the caller view: anonymous callers see layers shared with
 * everyone, a bearer token adds the caller's own and shared layers.
 */
@Injectable()
export class OgcService {
  constructor(
    private readonly access: LayerAccess,
    private readonly policy: ContentAccessPolicy,
    private readonly sources: LayerSources,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  landing(origin: string): ReturnType<typeof landingDocument> {
    return landingDocument(origin);
  }

  conformance(): { conformsTo: string[] } {
    return { conformsTo: [...CONFORMANCE_CLASSES] };
  }

  async collections(user: AuthUser | undefined, origin: string, q: OgcPageQueryDto): Promise<{ links: OgcLink[]; collections: CollectionDocument[] }> {
    const limit = Math.min(q.limit ?? OGC_DEFAULT_COLLECTIONS_LIMIT, OGC_MAX_LIMIT);
    const offset = q.offset;
    const cond = this.policy.visibleCondition(callerOf(user), CONTENT_KINDS.LAYER, { owner: 'l.register_id', instt: 'l.instt_code', id: 'l.lyr_id' });
    const [sql, params] = this.db.driver.escapeQueryWithParameters(
      visibleCollectionsSql(cond.sql),
      { ...cond.params, limit: limit + 1, offset },
      {},
    );
    const rows: CollectionRow[] = await this.db.query(sql, params);
    const page = rows.slice(0, limit);
    const collections = await Promise.all(
      page.map(async (r) => collectionDocument(origin, { ...r, bbox: boxOf(r) ?? (await this.computedExtent(r)) })),
    );
    const self = `${ogcBase(origin)}/collections`;
    const links: OgcLink[] = [{ href: withQuery(self, { limit: q.limit, offset: offset || undefined }), rel: 'self', type: JSON_TYPE }];
    if (rows.length > limit) links.push({ href: withQuery(self, { limit, offset: offset + limit }), rel: 'next', type: JSON_TYPE });
    if (offset > 0) links.push({ href: withQuery(self, { limit, offset: Math.max(0, offset - limit) }), rel: 'prev', type: JSON_TYPE });
    return { links, collections };
  }

  async collection(user: AuthUser | undefined, lyrId: string, origin: string, userMapId?: string): Promise<CollectionDocument> {
    const layer = await this.access.forView(user, lyrId, userMapId);
    this.access.requireVector(layer);
    const recorded: BboxRow[] = await this.db.query(RECORDED_BBOX, [layer.lyrId]);
    const bbox = (recorded[0] && boxOf(recorded[0])) ?? (await this.computedExtent(layer));
    return collectionDocument(origin, { lyrId: layer.lyrId, lyrNm: layer.lyrNm, lyrDc: layer.lyrDc, bbox, userMapId });
  }

  /** A page of features as GeoJSON text, with numberMatched, numberReturned and paging links. */
  async items(user: AuthUser | undefined, lyrId: string, q: OgcItemsQueryDto, origin: string): Promise<string> {
    const layer = await this.access.forView(user, lyrId, q.userMapId);
    this.access.requireVector(layer);
    const bbox = q.bbox === undefined ? null : parseBbox(q.bbox);
    const source = await this.sources.of(layer);
    const limit = Math.min(q.limit ?? OGC_DEFAULT_LIMIT, OGC_MAX_LIMIT);
    const { features, matched } = await this.page(source, bbox, limit, q.offset);
    const itemsUrl = `${ogcBase(origin)}/collections/${encodeURIComponent(layer.lyrId)}/items`;
    const at = (offset: number) => withQuery(itemsUrl, { bbox: q.bbox, limit, offset, userMapId: q.userMapId });
    const links: OgcLink[] = [
      {
        href: withQuery(itemsUrl, { bbox: q.bbox, limit: q.limit, offset: q.offset || undefined, userMapId: q.userMapId }),
        rel: 'self',
        type: GEOJSON_TYPE,
      },
      { href: `${ogcBase(origin)}/collections/${encodeURIComponent(layer.lyrId)}`, rel: 'collection', type: JSON_TYPE },
    ];
    if (q.offset + features.length < matched) links.push({ href: at(q.offset + limit), rel: 'next', type: GEOJSON_TYPE });
    if (q.offset > 0) links.push({ href: at(Math.max(0, q.offset - limit)), rel: 'prev', type: GEOJSON_TYPE });
    const head = JSON.stringify({
      type: 'FeatureCollection',
      numberMatched: matched,
      numberReturned: features.length,
      timeStamp: new Date().toISOString(),
      links,
    });
    // The features arrive as GeoJSON text from PostGIS: splice them in rather than re-parse them.
    return `${head.slice(0, -1)},"features":[${features.join(',')}]}`;
  }

  /** One feature as GeoJSON text with its links; 404 when the layer has no such feature. */
  async item(user: AuthUser | undefined, lyrId: string, featureId: string, origin: string, userMapId?: string): Promise<string> {
    const layer = await this.access.forView(user, lyrId, userMapId);
    this.access.requireVector(layer);
    const source = await this.sources.of(layer);
    if (!source.id || !/^[0-9]{1,19}$/.test(featureId) || BigInt(featureId) > MAX_FEATURE_ID) {
      throw new DomainError('NOT_FOUND', 'ogc.featureNotFound');
    }
    const rows: Array<{ feature: string }> = await this.db.query(itemSql({ ...source, id: source.id }), [featureId]);
    if (!rows[0]) throw new DomainError('NOT_FOUND', 'ogc.featureNotFound');
    const collectionUrl = `${ogcBase(origin)}/collections/${encodeURIComponent(layer.lyrId)}`;
    const links: OgcLink[] = [
      { href: `${collectionUrl}/items/${featureId}`, rel: 'self', type: GEOJSON_TYPE },
      { href: collectionUrl, rel: 'collection', type: JSON_TYPE },
    ];
    return `${rows[0].feature.slice(0, -1)},"links":${JSON.stringify(links)}}`;
  }

  private async page(source: LayerSource, bbox: Box | null, limit: number, offset: number): Promise<{ features: string[]; matched: number }> {
    if (!bbox) {
      const [matched, rows] = await Promise.all([
        this.sources.count(source),
        this.db.query(itemsSql(source, false), [limit, offset]) as Promise<Array<{ feature: string }>>,
      ]);
      return { matched, features: rows.map((r) => r.feature) };
    }
    // Clip to the data first: the rest of the world may lie outside the layer CRS's domain.
    const area = source.extent ? intersectBoxes(bbox, source.extent.crs84) : null;
    if (!area) return { matched: 0, features: [] };
    const params = [...area, Math.max(area[2] - area[0], area[3] - area[1]) / 16 || 1e-6, source.srid];
    const [counted, rows] = await Promise.all([
      this.db.query(countInBboxSql(source), params) as Promise<Array<{ n: string }>>,
      this.db.query(itemsSql(source, true), [...params, limit, offset]) as Promise<Array<{ feature: string }>>,
    ]);
    return { matched: Number(counted[0]?.n ?? 0), features: rows.map((r) => r.feature) };
  }

  /** The data extent of a layer (null when empty or unreadable: the collection is still listed). */
  private async computedExtent(layer: VectorLayer): Promise<Box | null> {
    try {
      return (await this.sources.of(layer)).extent?.crs84 ?? null;
    } catch {
      return null;
    }
  }
}
