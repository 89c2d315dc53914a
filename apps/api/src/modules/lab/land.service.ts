import { Injectable, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { LandBundleFormat } from '@nuri/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock.service';
import { DomainError, ValidationFailedError } from '../../common/errors/domain-error';
import { offsetOf, toPaged, type Paged } from '../../common/paging/paged';
import { containsPattern } from '../../common/db/search-text';
import type {
  BundleDto,
  BundleListQueryDto,
  BundleSaveDto,
  BundleSummaryDto,
  ParcelDto,
  ParcelSearchQueryDto,
} from './dto/land.dto';
import { bundleCsv, bundleGeoJson } from './land-export';
import { LabAccessService } from './lab-access.service';

const PARCEL_COLUMNS = `p.pnu, p.jibun_addr AS "jibunAddr", p.ld_nm AS "ldNm", p.lndcgr_nm AS "lndcgrNm",
  p.prpos_area_nm AS "prposAreaNm", p.pblntf_pclnd AS "pblntfPclnd", p.lndpcl_ar::float8 AS "lndpclAr",
  ST_AsGeoJSON(p.geom, 7)::json AS geometry`;

const BUNDLE_COLUMNS = `b.bundle_id AS "bundleId", b.bundle_nm AS "bundleNm", b.instt_code AS "insttCode",
  b.register_id AS "registerId", b.regist_dt AS "registDt", b.updt_dt AS "updtDt",
  (SELECT count(*)::int FROM lab_land_bundle_parcel bp WHERE bp.bundle_id = b.bundle_id) AS "parcelCnt",
  (SELECT coalesce(sum(p.lndpcl_ar), 0)::float8 FROM lab_land_bundle_parcel bp JOIN lab_parcel p ON p.pnu = bp.pnu
    WHERE bp.bundle_id = b.bundle_id) AS "totalAr"`;

interface BundleRow extends Omit<BundleSummaryDto, 'registDt' | 'updtDt'> {
  registDt: Date;
  updtDt: Date;
}

const toSummary = (r: BundleRow): BundleSummaryDto => ({
  ...r,
  totalAr: Math.round(r.totalAr * 100) / 100,
  registDt: new Date(r.registDt).toISOString(),
  updtDt: new Date(r.updtDt).toISOString(),
});

/**
 * The land bundle (토지 묶음): parcel search by jibun address over the demo parcels, and bundles
 * of parcels saved per user (only their owner sees them; others get 404), downloadable as
 * GeoJSON or CSV.
 */
@Injectable()
export class LandService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly access: LabAccessService,
  ) {}

  /** Parcels whose jibun address contains the text; a lot number typed in full comes first. */
  async search(q: ParcelSearchQueryDto): Promise<Paged<ParcelDto>> {
    await this.access.assertAvailable('LAND_BUNDLE', q.insttCode);
    const text = q.q.replace(/\s+/g, ' ');
    const [{ total }] = (await this.db.query(
      `SELECT count(*)::int AS total FROM lab_parcel p WHERE p.jibun_addr ILIKE $1`,
      [containsPattern(text)],
    )) as { total: number }[];
    const rows = (await this.db.query(
      `SELECT ${PARCEL_COLUMNS} FROM lab_parcel p WHERE p.jibun_addr ILIKE $1
       ORDER BY (p.jibun_addr ILIKE $2) DESC, p.pnu LIMIT $3 OFFSET $4`,
      [containsPattern(text), `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}`, q.pageSize, offsetOf(q)],
    )) as ParcelDto[];
    return toPaged(rows, total, q);
  }

  async parcel(pnu: string, insttCode?: string): Promise<ParcelDto> {
    await this.access.assertAvailable('LAND_BUNDLE', insttCode);
    const rows = (await this.db.query(`SELECT ${PARCEL_COLUMNS} FROM lab_parcel p WHERE p.pnu = $1`, [pnu])) as ParcelDto[];
    if (!rows.length) throw new DomainError('NOT_FOUND', 'lab.parcelNotFound');
    return rows[0];
  }

  /** The caller's bundles, newest first. */
  async list(user: AuthUser, q: BundleListQueryDto): Promise<Paged<BundleSummaryDto>> {
    const params: unknown[] = [user.userId];
    let where = 'b.register_id = $1';
    if (q.searchNm?.trim()) {
      params.push(containsPattern(q.searchNm.trim()));
      where += ` AND b.bundle_nm ILIKE $${params.length}`;
    }
    const order = q.direction === 'ASC' ? 'ASC' : 'DESC';
    const [{ total }] = (await this.db.query(`SELECT count(*)::int AS total FROM lab_land_bundle b WHERE ${where}`, params)) as {
      total: number;
    }[];
    const rows = (await this.db.query(
      `SELECT ${BUNDLE_COLUMNS} FROM lab_land_bundle b WHERE ${where}
       ORDER BY b.regist_dt ${order}, b.bundle_id ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, q.pageSize, offsetOf(q)],
    )) as BundleRow[];
    return toPaged(rows.map(toSummary), total, q);
  }

  async get(user: AuthUser, bundleId: number): Promise<BundleDto> {
    const summary = await this.find(this.db.manager, user, bundleId);
    const parcels = (await this.db.query(
      `SELECT ${PARCEL_COLUMNS} FROM lab_land_bundle_parcel bp JOIN lab_parcel p ON p.pnu = bp.pnu
       WHERE bp.bundle_id = $1 ORDER BY bp.sort_ordr`,
      [bundleId],
    )) as ParcelDto[];
    return { ...summary, parcels };
  }

  async create(user: AuthUser, dto: BundleSaveDto, insttCode?: string): Promise<BundleDto> {
    await this.access.assertAvailable('LAND_BUNDLE', insttCode);
    await this.assertParcels(dto.pnuList);
    const now = await this.clock.now();
    const bundleId = await this.db.transaction(async (m) => {
      const [{ id }] = (await m.query(
        `INSERT INTO lab_land_bundle (bundle_nm, instt_code, register_id, regist_dt, updt_dt)
         VALUES ($1, $2, $3, $4, $4) RETURNING bundle_id AS id`,
        [dto.bundleNm, user.insttCode, user.userId, now],
      )) as { id: number }[];
      await this.writeParcels(m, id, dto.pnuList);
      return id;
    });
    return this.get(user, bundleId);
  }

  async update(user: AuthUser, bundleId: number, dto: BundleSaveDto): Promise<BundleDto> {
    await this.assertParcels(dto.pnuList);
    const now = await this.clock.now();
    await this.db.transaction(async (m) => {
      await this.find(m, user, bundleId, true);
      await m.query(`UPDATE lab_land_bundle SET bundle_nm = $2, updt_dt = $3 WHERE bundle_id = $1`, [bundleId, dto.bundleNm, now]);
      await m.query(`DELETE FROM lab_land_bundle_parcel WHERE bundle_id = $1`, [bundleId]);
      await this.writeParcels(m, bundleId, dto.pnuList);
    });
    return this.get(user, bundleId);
  }

  async remove(user: AuthUser, bundleId: number): Promise<void> {
    await this.find(this.db.manager, user, bundleId);
    await this.db.query(`DELETE FROM lab_land_bundle WHERE bundle_id = $1`, [bundleId]);
  }

  /** The bundle as a file: GeoJSON (EPSG:4326) or CSV (UTF-8 with BOM, for spreadsheets). */
  async download(user: AuthUser, bundleId: number, format: LandBundleFormat): Promise<StreamableFile> {
    const bundle = await this.get(user, bundleId);
    const fileName = `land-bundle-${bundle.bundleId}.${format}`;
    const disposition = `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(`${bundle.bundleNm}.${format}`)}`;
    if (format === 'csv') {
      return new StreamableFile(Buffer.from(`\ufeff${bundleCsv(bundle)}`, 'utf8'), { type: 'text/csv; charset=utf-8', disposition });
    }
    return new StreamableFile(Buffer.from(JSON.stringify(bundleGeoJson(bundle)), 'utf8'), {
      type: 'application/geo+json',
      disposition,
    });
  }

  /** The caller's own bundle; anyone else's answers 404, as if it did not exist. */
  private async find(m: EntityManager, user: AuthUser, bundleId: number, lock = false): Promise<BundleSummaryDto> {
    const rows = (await m.query(
      `SELECT ${BUNDLE_COLUMNS} FROM lab_land_bundle b WHERE b.bundle_id = $1 AND b.register_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [bundleId, user.userId],
    )) as BundleRow[];
    if (!rows.length) throw new DomainError('NOT_FOUND', 'lab.bundleNotFound');
    return toSummary(rows[0]);
  }

  private async assertParcels(pnuList: string[]): Promise<void> {
    const rows = (await this.db.query(`SELECT pnu FROM lab_parcel WHERE pnu = ANY($1::varchar[])`, [pnuList])) as { pnu: string }[];
    const known = new Set(rows.map((r) => r.pnu));
    const unknown = pnuList.flatMap((pnu, i) => (known.has(pnu) ? [] : [{ field: `pnuList.${i}`, message: 'lab.unknownPnu', params: { pnu } }]));
    if (unknown.length) throw new ValidationFailedError(unknown);
  }

  private async writeParcels(m: EntityManager, bundleId: number, pnuList: string[]): Promise<void> {
    await m.query(
      `INSERT INTO lab_land_bundle_parcel (bundle_id, pnu, sort_ordr)
       SELECT $1, pnu, ordr::int FROM unnest($2::varchar[]) WITH ORDINALITY AS t(pnu, ordr)`,
      [bundleId, pnuList],
    );
  }
}
