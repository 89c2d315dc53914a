import { type INestApplicationContext } from '@nestjs/common';
import { CONFM_STTUS_CODES, MAP_GALE_KND_SE_CODES, SHARE_SCOPES } from '@nuri/domain';
import type { AuthUser } from '../../common/auth/auth-user';
import type { AppConfig } from '../../config/app-config';
import { GalleryService } from '../../modules/gallery';
import { GroupsService } from '../../modules/groups';
import { InstitutionAdminService } from '../../modules/institutions';
import { Institution } from '../../modules/directory';
import { SharesService } from '../../modules/shares';
import { User, assertPasswordAllowed } from '../../modules/users';
import { hashPassword } from '../../common/crypto/password-hasher';
import { type WebappSaveDto, WebappsService } from '../../modules/webapps';
import { type WebMapSaveDto, WebMapsService } from '../../modules/webmaps';
import { DEMO_PASSWORD, type SeedReport } from '../seed';
import { DemoBilling } from './demo-billing';
import { DemoContext } from './demo-context';
import {
  DEMO_GALLERY,
  DEMO_GROUP,
  DEMO_INSTT,
  DEMO_LAYERS,
  DEMO_MEMBERS,
  DEMO_WEBAPP,
  DEMO_WEBMAP,
  FACILITY_CATEGORIES,
  PARK_CATEGORIES,
} from './demo-data';
import { categorized, DemoLayers } from './demo-layers';

/** Advisory lock key of the demo seed (the migrations use their own). */
const DEMO_SEED_LOCK_KEY = 72_150_005;

/**
 * The demo seed's steps, each calling the product's own services (see seedDemo in demo-seed.ts);
 * the sample layers are DemoLayers', the billing history DemoBilling's.
 */
export class DemoSeeder extends DemoContext {
  private readonly password: string;
  private readonly layers = new DemoLayers(this);

  constructor(app: INestApplicationContext, config: AppConfig, dataDir: string) {
    super(app, dataDir);
    this.password = config.values.SEED_ADMIN_PASSWORD ?? DEMO_PASSWORD;
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
    const facilities = await this.layers.layer(DEMO_LAYERS.facilities, () => this.layers.facilitiesUpload());
    const parks = await this.layers.layer(DEMO_LAYERS.parks, () => this.layers.parksUpload());
    for (const lyrId of [facilities, parks]) await this.share('LYR', lyrId, SHARE_SCOPES.INSTT, DEMO_INSTT.insttCode);
    const userMapId = await this.webmap(facilities, parks);
    await this.share('MAP', userMapId, SHARE_SCOPES.INSTT, DEMO_INSTT.insttCode);
    await this.share('MAP', userMapId, SHARE_SCOPES.GROUP, String(groupSn));
    const webappTmplatId = await this.webapp(userMapId, facilities);
    await this.share('APP', webappTmplatId, SHARE_SCOPES.ALL, null);
    await this.gallery(webappTmplatId, 'instt', this.admin);
    await this.gallery(webappTmplatId, 'product', this.provider);
    await new DemoBilling(this).billing();
    return { created: this.created };
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
          style: categorized(await this.layers.columnOf(facilities), FACILITY_CATEGORIES, 'circle'),
          popup: { enabled: true, columns: await this.layers.columnsOf(facilities) },
        },
        {
          lyrGroupSeCode: '02',
          tocNm: '공원 구역',
          visibleAt: 'Y',
          opacity: 0.7,
          clusterAt: 'N',
          lyrId: parks,
          style: categorized(await this.layers.columnOf(parks), PARK_CATEGORIES, 'square'),
          popup: { enabled: true, columns: await this.layers.columnsOf(parks) },
        },
      ],
    } as unknown as WebMapSaveDto;
    const map = await this.get(WebMapsService).create(this.editor, dto);
    await this.layers.withLayerThumbnail(facilities, (file) => this.get(WebMapsService).uploadThumbnail(this.editor, map.userMapId, file));
    this.created.push(`web map ${DEMO_WEBMAP.userMapSj}`);
    return map.userMapId;
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
    await this.layers.withLayerThumbnail(facilities, (file) => this.get(WebappsService).uploadThumbnail(this.editor, created.webappTmplatId, file));
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
}

function scopeName(scope: number): string {
  return scope === SHARE_SCOPES.ALL ? 'everyone' : scope === SHARE_SCOPES.INSTT ? 'institution' : scope === SHARE_SCOPES.GROUP ? 'group' : 'user';
}
