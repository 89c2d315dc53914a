import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type INestApplicationContext } from '@nestjs/common';
import {
  addDaysToDate,
  billingMonthOf,
  CONFM_STTUS_CODES,
  DEFAULT_INSTT_CODE,
  firstDayOf,
  MAP_GALE_KND_SE_CODES,
  previousMonth,
  seoulDate,
  SHARE_SCOPES,
  USER_SE_CODES,
  type UserSeCode,
} from '@nuri/domain';
import { DataSource } from 'typeorm';
import { ClaimsService, SettlementsService, UsageMeter } from '../../modules/billing';
import type { AuthUser } from '../../common/auth/auth-user';
import type { AppConfig } from '../../config/app-config';
import { GalleryService } from '../../modules/gallery';
import { GroupsService } from '../../modules/groups';
import { LayerUploadsService, type UploadLayerDto } from '../../modules/imports';
import { LayerFiles } from '../../modules/layers';
import { InstitutionAdminService } from '../../modules/institutions';
import { Institution } from '../../modules/directory';
import { SharesService } from '../../modules/shares';
import { User, assertPasswordAllowed } from '../../modules/users';
import { hashPassword } from '../../common/crypto/password-hasher';
import { type WebappSaveDto, WebappsService } from '../../modules/webapps';
import { type WebMapSaveDto, WebMapsService } from '../../modules/webmaps';
import { DEMO_PASSWORD, DEMO_PROVIDER_ADMIN, type SeedReport } from '../seed';
import {
  CATEGORY_COLUMN,
  DEMO_GALLERY,
  DEMO_GROUP,
  DEMO_INSTT,
  DEMO_LAYERS,
  DEMO_MEMBERS,
  DEMO_WEBAPP,
  DEMO_WEBMAP,
  FACILITY_CATEGORIES,
  PARK_CATEGORIES,
  type DemoMember,
} from './demo-data';

const IMPORT_TIMEOUT_MS = 180_000;
/** Advisory lock key of the demo seed (the migrations use their own). */
const DEMO_SEED_LOCK_KEY = 72_150_005;

function actor(m: Pick<DemoMember, 'userId' | 'userNm' | 'userSeCode'>, insttCode: string): AuthUser {
  return {
    userId: m.userId,
    userNm: m.userNm,
    userSeCode: m.userSeCode as UserSeCode,
    insttCode,
    jti: 'demo-seed',
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
}

/** The demo seed's steps, each calling the product's own services (see seedDemo in demo-seed.ts). */
export class DemoSeeder {
  private readonly created: string[] = [];
  private readonly db: DataSource;
  private readonly password: string;
  private readonly provider = actor({ ...DEMO_PROVIDER_ADMIN, userSeCode: USER_SE_CODES.PROVIDER_ADMIN }, DEFAULT_INSTT_CODE);
  private readonly admin = actor(DEMO_MEMBERS.admin, DEMO_INSTT.insttCode);
  private readonly editor = actor(DEMO_MEMBERS.editor, DEMO_INSTT.insttCode);

  constructor(
    private readonly app: INestApplicationContext,
    config: AppConfig,
    private readonly dataDir: string,
  ) {
    this.db = app.get(DataSource);
    this.password = config.values.SEED_ADMIN_PASSWORD ?? DEMO_PASSWORD;
  }

  private get<T>(type: new (...args: never[]) => T): T {
    return this.app.get(type, { strict: false });
  }

  /** One seeding at a time (two deployments running --seed together wait for each other). */
  async run(): Promise<SeedReport> {
    const lock = this.db.createQueryRunner();
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [DEMO_SEED_LOCK_KEY]);
      return await this.seedAll();
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [DEMO_SEED_LOCK_KEY]).catch(() => undefined);
      await lock.release();
    }
  }

  private async seedAll(): Promise<SeedReport> {
    await this.institution();
    await this.members();
    const groupSn = await this.group();
    const facilities = await this.layer(DEMO_LAYERS.facilities, () => this.facilitiesUpload());
    const parks = await this.layer(DEMO_LAYERS.parks, () => this.parksUpload());
    for (const lyrId of [facilities, parks]) await this.share('LYR', lyrId, SHARE_SCOPES.INSTT, DEMO_INSTT.insttCode);
    const userMapId = await this.webmap(facilities, parks);
    await this.share('MAP', userMapId, SHARE_SCOPES.INSTT, DEMO_INSTT.insttCode);
    await this.share('MAP', userMapId, SHARE_SCOPES.GROUP, String(groupSn));
    const webappTmplatId = await this.webapp(userMapId, facilities);
    await this.share('APP', webappTmplatId, SHARE_SCOPES.ALL, null);
    await this.gallery(webappTmplatId, 'instt', this.admin);
    await this.gallery(webappTmplatId, 'product', this.provider);
    await this.billing();
    return { created: this.created };
  }

  /**
   * Billing screens with something to show: the subscription (with the lucky-map add-on) began
   * three months ago, daily usage and accruals since two months ago, last-but-one month's claim
   * paid and last month's issued. Skipped once the institution has a claim.
   */
  private async billing(): Promise<void> {
    const insttCode = DEMO_INSTT.insttCode;
    if (await this.findOne(`SELECT 1 AS found FROM claim WHERE instt_code = $1 LIMIT 1`, [insttCode])) return;
    const now = new Date();
    const month = billingMonthOf(now);
    const last = previousMonth(month);
    const before = previousMonth(last);
    await this.db.query(
      `UPDATE subscription SET begin_de = $2::date, addon_codes = '{LUCKY_MAP}', bill_day = 28 WHERE instt_code = $1`,
      [insttCode, firstDayOf(previousMonth(before))],
    );
    const usage = await this.get(UsageMeter).measure(insttCode);
    const claims = this.get(ClaimsService);
    const yesterday = addDaysToDate(seoulDate(now), -1);
    for (let day = firstDayOf(before), i = 0; day <= yesterday; day = addDaysToDate(day, 1), i++) {
      // Real measure, with a little movement so the charts have a shape.
      const userCnt = usage.userCnt + (i % 10 < 3 ? 2 : 0);
      const volumeBytes = usage.volumeBytes + (i % 7) * 1024 * 1024;
      await this.db.query(
        `INSERT INTO usage_daily (instt_code, use_de, user_cnt, volume_bytes, measured_dt) VALUES ($1, $2::date, $3, $4, now())
         ON CONFLICT (instt_code, use_de) DO NOTHING`,
        [insttCode, day, userCnt, volumeBytes],
      );
      const accrual = await claims.compute(insttCode, day.slice(0, 7), this.db.manager, day);
      await this.db.query(
        `INSERT INTO billing_accrual_daily (instt_code, accrual_de, supply_amount, total_amount) VALUES ($1, $2::date, $3, $4)
         ON CONFLICT (instt_code, accrual_de) DO NOTHING`,
        [insttCode, day, accrual.supplyAmount, accrual.totalAmount],
      );
    }
    const paidId = await claims.generate(insttCode, before);
    await claims.generate(insttCode, last);
    if (paidId !== null) {
      const paid = await claims.get(paidId);
      await this.get(SettlementsService).create(this.provider, {
        claimId: paidId,
        method: 'TRANSFER',
        amount: paid.totalAmount,
        paidDe: paid.dueDe < seoulDate(now) ? paid.dueDe : seoulDate(now),
        reference: '데모 입금',
      });
    }
  }

  private async institution(): Promise<void> {
    if (await this.db.getRepository(Institution).existsBy({ insttCode: DEMO_INSTT.insttCode })) return;
    await this.get(InstitutionAdminService).create(this.provider, { ...DEMO_INSTT });
    this.created.push(`institution ${DEMO_INSTT.insttCode}`);
  }

  /** The members (accounts are made as sign-up makes them: argon2 hash, agreed terms, active). */
  private async members(): Promise<void> {
    const users = this.db.getRepository(User);
    for (const m of Object.values(DEMO_MEMBERS)) {
      if (await users.existsBy({ userId: m.userId })) continue;
      assertPasswordAllowed(this.password, m.userNm, 'SEED_ADMIN_PASSWORD');
      const now = new Date();
      await users.insert({
        userId: m.userId,
        userNm: m.userNm,
        emailaddr: m.emailaddr,
        userSeCode: m.userSeCode,
        insttCode: DEMO_INSTT.insttCode,
        passwordHash: await hashPassword(this.password),
        passwordChangeDt: now,
        termsAgreDt: now,
        privacyAgreDt: now,
        userSttus: 'active',
      });
      this.created.push(`user ${m.userId}`);
    }
    // The institution admin is its master (as an institution sign-up makes it).
    await this.db.query(
      `UPDATE instt SET master_user_id = $2 WHERE instt_code = $1 AND master_user_id IS NULL`,
      [DEMO_INSTT.insttCode, DEMO_MEMBERS.admin.userId],
    );
  }

  private async group(): Promise<number> {
    const found = await this.findOne<{ sn: number }>(
      `SELECT group_sn::int AS sn FROM user_group WHERE owner_id = $1 AND group_nm = $2`,
      [this.editor.userId, DEMO_GROUP.groupNm],
    );
    if (found) return found.sn;
    const group = await this.get(GroupsService).create(
      this.editor,
      { groupNm: DEMO_GROUP.groupNm, groupDc: DEMO_GROUP.groupDc, userIdList: DEMO_GROUP.members },
      'ko',
    );
    this.created.push(`group ${DEMO_GROUP.groupNm}`);
    return group.groupSn;
  }

  /** A ready sample layer of the editor: found by name, or uploaded and imported now. */
  private async layer(
    spec: { lyrNm: string; lyrDc: string },
    upload: () => Promise<{ files: string[]; dto: UploadLayerDto }>,
  ): Promise<string> {
    const found = await this.findOne<{ lyrId: string; status: string }>(
      `SELECT lyr_id AS "lyrId", lyr_sttus_code AS status FROM lyr WHERE register_id = $1 AND lyr_nm = $2 ORDER BY regist_dt LIMIT 1`,
      [this.editor.userId, spec.lyrNm],
    );
    if (found?.status === 'READY') return found.lyrId;
    if (found?.status === 'IMPORTING') return this.waitReady(found.lyrId);
    const { files, dto } = await upload();
    const received = files.map((f) => ({ originalname: path.basename(f), path: f, size: fs.statSync(f).size }));
    try {
      const accepted = await this.get(LayerUploadsService).upload(this.editor, received, {
        ...dto,
        lyrNm: spec.lyrNm,
        lyrDc: spec.lyrDc,
      });
      const lyrId = await this.waitReady(accepted.lyrId);
      this.created.push(`layer ${spec.lyrNm}`);
      return lyrId;
    } finally {
      for (const f of files) fs.rmSync(path.dirname(f), { recursive: true, force: true });
    }
  }

  /** A private copy of the CSV (the upload moves its files into the import's work folder). */
  private async facilitiesUpload(): Promise<{ files: string[]; dto: UploadLayerDto }> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-demo-'));
    const file = path.join(dir, DEMO_LAYERS.facilities.file);
    fs.copyFileSync(path.join(this.dataDir, DEMO_LAYERS.facilities.file), file);
    return { files: [file], dto: { uploadType: 'geocoding', encoding: 'UTF-8', srid: 4326 } };
  }

  /** The park polygons as shapefile parts (GDAL writes them from the committed GeoJSON). */
  private async parksUpload(): Promise<{ files: string[]; dto: UploadLayerDto }> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-demo-'));
    const shp = path.join(dir, 'seoul_parks.shp');
    execFileSync('ogr2ogr', ['-f', 'ESRI Shapefile', '-lco', 'ENCODING=UTF-8', shp, path.join(this.dataDir, DEMO_LAYERS.parks.file)]);
    const files = ['shp', 'shx', 'dbf', 'prj', 'cpg'].map((ext) => path.join(dir, `seoul_parks.${ext}`));
    return { files: files.filter((f) => fs.existsSync(f)), dto: { uploadType: 'shp', encoding: 'UTF-8' } };
  }

  /** Waits for the import (run by this process's worker, or any other worker on the queue). */
  private async waitReady(lyrId: string): Promise<string> {
    const until = Date.now() + IMPORT_TIMEOUT_MS;
    while (Date.now() < until) {
      const row = await this.findOne<{ status: string; error: unknown }>(
        `SELECT lyr_sttus_code AS status, import_error AS error FROM lyr WHERE lyr_id = $1`,
        [lyrId],
      );
      if (!row) throw new Error(`demo layer ${lyrId}: the import failed and removed the layer`);
      if (row.status === 'READY') return lyrId;
      if (row.status === 'FAILED') throw new Error(`demo layer ${lyrId}: import failed: ${JSON.stringify(row.error)}`);
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error(`demo layer ${lyrId}: import did not finish in ${IMPORT_TIMEOUT_MS / 1000} s`);
  }

  private async webmap(facilities: string, parks: string): Promise<string> {
    const found = await this.findOne<{ id: string }>(
      `SELECT user_map_id AS id FROM user_map WHERE register_id = $1 AND user_map_sj = $2 LIMIT 1`,
      [this.editor.userId, DEMO_WEBMAP.userMapSj],
    );
    if (found) return found.id;
    const dto = {
      userMapSj: DEMO_WEBMAP.userMapSj,
      userMapCn: DEMO_WEBMAP.userMapCn,
      bcrnMapId: DEMO_WEBMAP.bcrnMapId,
      view: DEMO_WEBMAP.view,
      toc: [
        {
          lyrGroupSeCode: '02',
          tocNm: '공공시설',
          visibleAt: 'Y',
          opacity: 1,
          clusterAt: 'N',
          lyrId: facilities,
          style: categorized(await this.columnOf(facilities), FACILITY_CATEGORIES, 'circle'),
          popup: { enabled: true, columns: await this.columnsOf(facilities) },
        },
        {
          lyrGroupSeCode: '02',
          tocNm: '공원 구역',
          visibleAt: 'Y',
          opacity: 0.7,
          clusterAt: 'N',
          lyrId: parks,
          style: categorized(await this.columnOf(parks), PARK_CATEGORIES, 'square'),
          popup: { enabled: true, columns: await this.columnsOf(parks) },
        },
      ],
    } as unknown as WebMapSaveDto;
    const map = await this.get(WebMapsService).create(this.editor, dto);
    await this.withLayerThumbnail(facilities, (file) => this.get(WebMapsService).uploadThumbnail(this.editor, map.userMapId, file));
    this.created.push(`web map ${DEMO_WEBMAP.userMapSj}`);
    return map.userMapId;
  }

  /**
   * Gives a map or app the thumbnail the importer drew for a layer (the browser makes one from the
   * map canvas when a member saves; the seed has no browser), through the same upload rules.
   */
  private async withLayerThumbnail(
    lyrId: string,
    upload: (file: { originalname: string; size: number; path: string }) => Promise<unknown>,
  ): Promise<void> {
    const row = await this.findOne<{ stored: string | null }>(`SELECT thumbnail_path AS stored FROM lyr WHERE lyr_id = $1`, [lyrId]);
    if (!row?.stored) return;
    const copy = path.join(os.tmpdir(), `nuri-demo-thumbnail-${process.pid}-${Date.now()}${path.extname(row.stored)}`);
    fs.copyFileSync(this.get(LayerFiles).absolute(row.stored), copy);
    try {
      await upload({ originalname: path.basename(copy), size: fs.statSync(copy).size, path: copy });
    } finally {
      fs.rmSync(copy, { force: true });
    }
  }

  private async webapp(userMapId: string, facilities: string): Promise<string> {
    const found = await this.findOne<{ id: string }>(
      `SELECT webapp_tmplat_id AS id FROM webapp_tmplat WHERE register_id = $1 AND webapp_tmplat_sj = $2 LIMIT 1`,
      [this.editor.userId, DEMO_WEBAPP.webappTmplatSj],
    );
    if (found) return found.id;
    const dto: WebappSaveDto = {
      webappTmplatSj: DEMO_WEBAPP.webappTmplatSj,
      webappTmplatCn: DEMO_WEBAPP.webappTmplatCn,
      webappTmplatTyCode: 'TAB',
      webappTmplatInfo: { headerColor: '#1d4f91' },
      detailSetting: { mainTab: DEMO_WEBAPP.tabs.map((tabName) => ({ tabName, webmap: { userMapId } })) },
    };
    const created = await this.get(WebappsService).create(this.editor, dto);
    await this.withLayerThumbnail(facilities, (file) => this.get(WebappsService).uploadThumbnail(this.editor, created.webappTmplatId, file));
    this.created.push(`themed app ${DEMO_WEBAPP.webappTmplatSj}`);
    return created.webappTmplatId;
  }

  private async share(type: 'MAP' | 'APP' | 'LYR', id: string, scope: number, refrnId: string | null): Promise<void> {
    const exists = await this.findOne(
      `SELECT 1 FROM pblonsip WHERE cntnts_ty_code = $1 AND cntnts_id = $2 AND pblonsip_scope_se_code = $3
         AND pblonsip_refrn_id IS NOT DISTINCT FROM $4::varchar`,
      [type, id, scope, refrnId],
    );
    if (exists) return;
    const shares = this.get(SharesService);
    if (scope === SHARE_SCOPES.ALL) await shares.shareAll(this.editor, type, id);
    else if (scope === SHARE_SCOPES.INSTT) await shares.shareInstt(this.editor, type, id);
    else {
      const shareList = [{ pblonsipScopeSeCode: scope, pblonsipRefrnId: refrnId ?? undefined, editPosblAt: 0 }];
      await shares.add(this.editor, type, id, { shareList } as never);
    }
    this.created.push(`share ${type} ${scopeName(scope)}`);
  }

  /** The app applied to a gallery by its owner and approved by that gallery's admin. */
  private async gallery(webappTmplatId: string, galleryType: 'instt' | 'product', approver: AuthUser): Promise<void> {
    const found = await this.findOne<{ sn: number; status: string }>(
      `SELECT map_gale_reqst_sn::int AS sn, confm_sttus_code AS status FROM map_gale_reqst
        WHERE webapp_tmplat_id = $1 AND gallery_ty = $2 ORDER BY map_gale_reqst_sn LIMIT 1`,
      [webappTmplatId, galleryType],
    );
    const gallery = this.get(GalleryService);
    let sn = found?.sn;
    if (sn === undefined) {
      sn = (
        await gallery.apply(this.editor, {
          ...DEMO_GALLERY,
          mapGaleKndSeCode: MAP_GALE_KND_SE_CODES.WEBAPP,
          webappTmplatId,
          galleryType,
        })
      ).mapGaleReqstSn;
    }
    if (found?.status === CONFM_STTUS_CODES.APPROVED) return;
    await gallery.decide(approver, { mapGaleReqstSn: sn, confmSttusCode: CONFM_STTUS_CODES.APPROVED });
    this.created.push(`gallery entry (${galleryType})`);
  }

  /** The layer table's column named 분류 (as the import named it). */
  private async columnOf(lyrId: string): Promise<string> {
    const columns = await this.columnsOf(lyrId);
    const column = columns.find((c) => c === CATEGORY_COLUMN) ?? columns.find((c) => c.includes(CATEGORY_COLUMN));
    if (!column) throw new Error(`demo layer ${lyrId} has no ${CATEGORY_COLUMN} column (${columns.join(', ')})`);
    return column;
  }

  /** The attribute columns of a layer's table (not its key or geometry). */
  private async columnsOf(lyrId: string): Promise<string[]> {
    const rows: Array<{ name: string }> = await this.db.query(
      `SELECT c.column_name AS name
         FROM lyr l JOIN information_schema.columns c ON c.table_schema = 'layers' AND c.table_name = l.table_nm AND c.column_name <> l.geom_column
        WHERE l.lyr_id = $1 AND c.data_type NOT IN ('USER-DEFINED') AND c.column_name NOT IN ('gid', 'fid', 'ogc_fid')
        ORDER BY c.ordinal_position`,
      [lyrId],
    );
    return rows.map((r) => r.name);
  }

  private async findOne<T = unknown>(sql: string, params: unknown[]): Promise<T | undefined> {
    const rows: T[] = await this.db.query(sql, params);
    return rows[0];
  }
}

function scopeName(scope: number): string {
  return scope === SHARE_SCOPES.ALL ? 'everyone' : scope === SHARE_SCOPES.INSTT ? 'institution' : scope === SHARE_SCOPES.GROUP ? 'group' : 'user';
}

/** A categorised style: one class per category, with a label off. */
function categorized(column: string, categories: Array<[string, string]>, pointShape: 'circle' | 'square') {
  const symbol = { fillColor: '#99999999', strokeColor: '#333333', strokeWidth: 1, pointShape, pointRadius: 7 };
  return {
    kind: 'categorized',
    column,
    base: symbol,
    classes: categories.map(([value, color]) => ({ value, label: value, symbol: { ...symbol, fillColor: `${color}cc` } })),
    label: { enabled: false, column: null, fontSize: 12, color: '#222222', haloColor: '#ffffff', haloWidth: 2 },
  };
}
