import { randomBytes } from 'node:crypto';
import { Injectable, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BASE_MAP_PICKER_QUERY, checkThumbnail, THUMBNAIL_MAX_BYTES, type Locale } from '@nuri/domain';
import { DataSource, QueryFailedError } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError, ValidationFailedError } from '../../common/errors/domain-error';
import { translate } from '../../common/i18n/locale';
import { offsetOf, resolveSort, toPaged, type Paged } from '../../common/paging/paged';
import { AppConfig } from '../../config/app-config';
import { containsPattern } from '../../common/db/search-text';
import { sniffImage } from '../../common/files/image-sniff';
import { resolveKeys } from './base-map-keys';
import { BASE_MAP_COLUMNS, baseMapListSql, baseMapWhere, type BaseMapRow } from './base-maps.queries';
import {
  BASE_MAP_SORTS,
  type BaseMapCreateDto,
  type BaseMapDto,
  type BaseMapListQueryDto,
  type BaseMapUpdateDto,
} from './dto/basemaps.dto';
import { PickerCache, type PickerSource } from './picker-cache.service';

/** A thumbnail received as a file or as base64. */
export interface ThumbnailInput {
  fileName: string;
  bytes: Buffer;
}

interface CachedPage {
  rows: BaseMapRow[];
  totalElements: number;
}

export interface BaseMapPage {
  page: Paged<BaseMapDto>;
  /** Where the picker's answer came from; null for other queries (always the database). */
  cache: PickerSource | null;
  /** The picker's cached text the page was made from (the same text gives the same page). */
  text?: string;
}

const isUniqueViolation = (e: unknown) =>
  e instanceof QueryFailedError && (e.driverError as { code?: string } | undefined)?.code === '23505';

/** Whether a list query is the map builder's picker query (served from the cache). */
export function isPickerQuery(q: BaseMapListQueryDto): boolean {
  return (
    q.pageIndex === BASE_MAP_PICKER_QUERY.pageIndex &&
    q.pageSize === BASE_MAP_PICKER_QUERY.pageSize &&
    q.imageAt === BASE_MAP_PICKER_QUERY.imageAt &&
    q.bcrnMapUseAt === BASE_MAP_PICKER_QUERY.bcrnMapUseAt &&
    !q.bcrnMapClCode &&
    !q.lyrStleCode &&
    !q.bcrnMapNm &&
    !q.searchNm &&
    (q.sort ?? 'registDt') === 'registDt' &&
    q.direction === 'DESC'
  );
}

/**
 * Base maps (spec 001 §3 "Base map", §7 "Base maps"): the public list and detail, provider-admin
 * writes, thumbnails. The picker's query comes from PickerCache; every write invalidates it.
 */
@Injectable()
export class BaseMapsService {
  /** Picker queries this process ran against the database (tests and the benchmark read it). */
  pickerQueryCount = 0;
  /**
   * The last cached text, its parsed form and the pages made from it by language (the cache hands
   * back the same text until it changes, and the picker query is always the same).
   */
  private parsed: { text: string; page: CachedPage; pages: Map<Locale, Paged<BaseMapDto>> } | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: AppConfig,
    private readonly cache: PickerCache,
  ) {}

  async list(q: BaseMapListQueryDto, locale: Locale): Promise<BaseMapPage> {
    const sort = resolveSort(q.sort, BASE_MAP_SORTS, 'registDt');
    if (isPickerQuery(q)) {
      const answer = await this.cache.get(async () => {
        this.pickerQueryCount += 1;
        return JSON.stringify(await this.query(q, sort));
      });
      if (this.parsed?.text !== answer.value)
        this.parsed = { text: answer.value, page: JSON.parse(answer.value) as CachedPage, pages: new Map() };
      const cached = this.parsed.page;
      let page = this.parsed.pages.get(locale);
      if (!page) {
        page = toPaged(
          cached.rows.map((r) => this.toDto(r, locale)),
          cached.totalElements,
          q,
        );
        this.parsed.pages.set(locale, page);
      }
      return { page, cache: answer.source, text: answer.value };
    }
    const found = await this.query(q, sort);
    return {
      page: toPaged(
        found.rows.map((r) => this.toDto(r, locale)),
        found.totalElements,
        q,
      ),
      cache: null,
    };
  }

  async detail(bcrnMapId: string, locale: Locale): Promise<BaseMapDto> {
    return this.toDto(await this.row(bcrnMapId), locale);
  }

  async create(user: AuthUser, dto: BaseMapCreateDto, locale: Locale): Promise<BaseMapDto> {
    const thumbnail = dto.thumbnail ? decodeThumbnail(dto.thumbnail) : null;
    const bcrnMapId = dto.bcrnMapId ?? `BM_${randomBytes(6).toString('hex').toUpperCase()}`;
    try {
      await this.db.query(
        `INSERT INTO bcrn_map (bcrn_map_id, bcrn_map_nm, bcrn_map_cl_code, lyr_stle_code, map_url, map_url_paramtr,
                               bcrn_map_use_at, image_at, thumbnail, thumbnail_ty, register_id)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11)`,
        [
          bcrnMapId,
          dto.bcrnMapNm,
          dto.bcrnMapClCode,
          dto.lyrStleCode,
          dto.mapUrl,
          dto.mapUrlparamtr ? JSON.stringify(dto.mapUrlparamtr) : null,
          dto.bcrnMapUseAt ?? 'Y',
          dto.imageAt ?? 'N',
          thumbnail?.bytes ?? null,
          thumbnail?.type ?? null,
          user.userId,
        ],
      );
    } catch (e) {
      if (isUniqueViolation(e)) {
        throw new DomainError('CONFLICT', 'basemap.idInUse', { bcrnMapId }, [
          { field: 'bcrnMapId', message: 'basemap.idInUse', params: { bcrnMapId } },
        ]);
      }
      throw e;
    }
    await this.cache.invalidate();
    return this.detail(bcrnMapId, locale);
  }

  async update(bcrnMapId: string, dto: BaseMapUpdateDto, locale: Locale): Promise<BaseMapDto> {
    const sets: string[] = [];
    const params: unknown[] = [bcrnMapId];
    const set = (column: string, value: unknown, cast = '') => {
      params.push(value);
      sets.push(`${column} = $${params.length}${cast}`);
    };
    if (dto.bcrnMapNm !== undefined) set('bcrn_map_nm', dto.bcrnMapNm);
    if (dto.bcrnMapClCode !== undefined) set('bcrn_map_cl_code', dto.bcrnMapClCode);
    if (dto.lyrStleCode !== undefined) set('lyr_stle_code', dto.lyrStleCode);
    if (dto.mapUrl !== undefined) set('map_url', dto.mapUrl);
    if (dto.mapUrlparamtr !== undefined)
      set(
        'map_url_paramtr',
        dto.mapUrlparamtr === null ? null : JSON.stringify(dto.mapUrlparamtr),
        '::jsonb',
      );
    if (dto.bcrnMapUseAt !== undefined) set('bcrn_map_use_at', dto.bcrnMapUseAt);
    if (dto.imageAt !== undefined) set('image_at', dto.imageAt);
    if (dto.thumbnail !== undefined) {
      const thumbnail = dto.thumbnail === null ? null : decodeThumbnail(dto.thumbnail);
      set('thumbnail', thumbnail?.bytes ?? null);
      set('thumbnail_ty', thumbnail?.type ?? null);
    }
    await this.write(bcrnMapId, sets, params);
    return this.detail(bcrnMapId, locale);
  }

  async remove(bcrnMapId: string): Promise<void> {
    const [, affected] = (await this.db.query(`DELETE FROM bcrn_map WHERE bcrn_map_id = $1`, [
      bcrnMapId,
    ])) as [unknown, number];
    if (!affected) throw new DomainError('NOT_FOUND', 'basemap.notFound');
    await this.cache.invalidate();
  }

  /** Stores an uploaded thumbnail file (png/jpg by name and content, at most 1 MB). */
  async setThumbnail(
    bcrnMapId: string,
    file: ThumbnailInput | undefined,
    locale: Locale,
  ): Promise<BaseMapDto> {
    if (!file) {
      throw new DomainError('VALIDATION_FAILED', 'basemap.thumbnailRequired', {}, [
        { field: 'file', message: 'basemap.thumbnailRequired' },
      ]);
    }
    const check = checkThumbnail({ fileName: file.fileName, size: file.bytes.length });
    if (!check.ok) {
      throw new DomainError(
        check.problem === 'EXTENSION' ? 'UNSUPPORTED_MEDIA_TYPE' : 'PAYLOAD_TOO_LARGE',
        check.messageKey,
        check.params,
      );
    }
    const kind = sniffImage(file.bytes);
    if (!kind) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'thumbnail.extensionInvalid');
    await this.write(
      bcrnMapId,
      ['thumbnail = $2', 'thumbnail_ty = $3'],
      [bcrnMapId, file.bytes, mediaType(kind)],
    );
    return this.detail(bcrnMapId, locale);
  }

  async removeThumbnail(bcrnMapId: string): Promise<void> {
    await this.write(bcrnMapId, ['thumbnail = NULL', 'thumbnail_ty = NULL'], [bcrnMapId]);
  }

  /** The thumbnail image (public, like the list). */
  async thumbnail(bcrnMapId: string): Promise<{ file: StreamableFile; etag: string }> {
    const rows = (await this.db.query(
      `SELECT thumbnail, thumbnail_ty AS type, extract(epoch FROM updt_dt)::text AS version FROM bcrn_map WHERE bcrn_map_id = $1`,
      [bcrnMapId],
    )) as Array<{ thumbnail: Buffer | null; type: string | null; version: string }>;
    if (!rows.length) throw new DomainError('NOT_FOUND', 'basemap.notFound');
    const { thumbnail, type, version } = rows[0];
    if (!thumbnail || !type) throw new DomainError('NOT_FOUND', 'basemap.noThumbnail');
    return {
      file: new StreamableFile(thumbnail, { type, length: thumbnail.length }),
      etag: `W/"${bcrnMapId}-${version}"`,
    };
  }

  /** Updates columns of one base map (always its updt_dt) and invalidates the picker cache. */
  private async write(bcrnMapId: string, sets: string[], params: unknown[]): Promise<void> {
    const [, affected] = (await this.db.query(
      `UPDATE bcrn_map SET ${[...sets, 'updt_dt = now()'].join(', ')} WHERE bcrn_map_id = $1`,
      params,
    )) as [unknown, number];
    if (!affected) throw new DomainError('NOT_FOUND', 'basemap.notFound');
    await this.cache.invalidate();
  }

  private async row(bcrnMapId: string): Promise<BaseMapRow> {
    const rows = (await this.db.query(`SELECT ${BASE_MAP_COLUMNS} FROM bcrn_map b WHERE b.bcrn_map_id = $1`, [
      bcrnMapId,
    ])) as BaseMapRow[];
    if (!rows.length) throw new DomainError('NOT_FOUND', 'basemap.notFound');
    return rows[0];
  }

  private async query(q: BaseMapListQueryDto, sort: string): Promise<CachedPage> {
    const filter = {
      bcrnMapClCode: q.bcrnMapClCode,
      lyrStleCode: q.lyrStleCode,
      namePattern:
        q.bcrnMapNm || q.searchNm ? containsPattern((q.bcrnMapNm || q.searchNm) as string) : undefined,
      bcrnMapUseAt: q.bcrnMapUseAt,
      imageAt: q.imageAt,
    };
    const { sql, params } = baseMapListSql(filter, sort, q.direction, q.pageSize, offsetOf(q));
    const rows = (await this.db.query(sql, params)) as Array<BaseMapRow & { totalElements?: number }>;
    let totalElements = rows[0]?.totalElements ?? 0;
    if (!rows.length && q.pageIndex > 1) {
      const { where, params: countParams } = baseMapWhere(filter);
      const [{ n }] = (await this.db.query(
        `SELECT count(*)::int AS n FROM bcrn_map b ${where}`,
        countParams,
      )) as Array<{ n: number }>;
      totalElements = n;
    }
    return { rows: rows.map(({ totalElements: _t, ...r }) => r), totalElements };
  }

  private toDto(r: BaseMapRow, locale: Locale): BaseMapDto {
    const resolved = resolveKeys(r.mapUrl, r.mapUrlparamtr, this.config.values);
    const version = Date.parse(r.updtDt);
    return {
      bcrnMapId: r.bcrnMapId,
      bcrnMapNm: r.bcrnMapNm,
      bcrnMapClCode: r.bcrnMapClCode,
      lyrStleCode: r.lyrStleCode,
      mapUrl: resolved.mapUrl,
      mapUrlparamtr: resolved.mapUrlparamtr,
      bcrnMapUseAt: r.bcrnMapUseAt,
      imageAt: r.imageAt,
      thumbnailUrl: r.thumbnailTy
        ? `/api/basemap/${encodeURIComponent(r.bcrnMapId)}/thumbnail?v=${version}`
        : null,
      previewUrl: `/api/basemap/${encodeURIComponent(r.bcrnMapId)}/preview?v=${version}`,
      registerId: r.registerId,
      registDt: r.registDt,
      updtDt: r.updtDt,
      availableAt: resolved.missing ? 'N' : 'Y',
      unavailableReason: resolved.missing ? translate('basemap.keyMissing', resolved.missing, locale) : null,
    };
  }
}

function mediaType(kind: 'png' | 'jpg'): string {
  return kind === 'png' ? 'image/png' : 'image/jpeg';
}

/** A base64 thumbnail (bare or as a data: URL): png or jpeg by content, at most 1 MB. */
export function decodeThumbnail(text: string): { bytes: Buffer; type: string } {
  const bare = text.replace(/^data:image\/[a-z+.-]+;base64,/i, '').replace(/\s+/g, '');
  const invalid = () =>
    new ValidationFailedError([{ field: 'thumbnail', message: 'basemap.thumbnailInvalid' }]);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(bare) || bare.length === 0) throw invalid();
  const bytes = Buffer.from(bare, 'base64');
  if (bytes.length > THUMBNAIL_MAX_BYTES) {
    const check = checkThumbnail({ fileName: 'thumbnail.png', size: bytes.length });
    if (!check.ok) throw new DomainError('PAYLOAD_TOO_LARGE', check.messageKey, check.params);
  }
  const kind = sniffImage(bytes);
  if (!kind) throw invalid();
  return { bytes, type: mediaType(kind) };
}
