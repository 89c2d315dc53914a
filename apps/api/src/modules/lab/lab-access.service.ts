import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LAB_APPS, type LabAppCode } from '@nuri/domain';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import type { LabAccessDto, LabAppAccessDto } from './dto/lab-access.dto';
import { AddonAccess } from '../billing';

/**
 * Who may open which service-lab app. On the provider site every app opens and the three
 * add-ons are shown as add-ons of the plans; on an institution's site an add-on app opens only
 * when the institution holds the add-on (billing) and is not denied its menu (menu_access).
 */
@Injectable()
export class LabAccessService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly addons: AddonAccess,
  ) {}

  async access(insttCode: string | undefined): Promise<LabAccessDto> {
    if (!insttCode) {
      return {
        insttCode: null,
        apps: LAB_APPS.map((a) => ({ appCode: a.appCode, available: true, addOn: a.addonCode !== null, path: a.path })),
      };
    }
    const exists = (await this.db.query(`SELECT 1 FROM instt WHERE instt_code = $1 AND delete_at = 'N'`, [insttCode])) as unknown[];
    if (!exists.length) throw new DomainError('NOT_FOUND', 'lab.insttNotFound');
    const [held, denied] = await Promise.all([this.addons.addonsOf(insttCode), this.deniedMenus(insttCode)]);
    const apps: LabAppAccessDto[] = LAB_APPS.map((a) => {
      const holds = a.addonCode === null || held.includes(a.addonCode);
      const allowed = !(a.menuId && denied.has(a.menuId));
      return { appCode: a.appCode, available: holds && allowed, addOn: !holds, path: a.path };
    });
    return { insttCode, apps };
  }

  /** Refuses (403) an app opened from an institution's site that lacks its add-on; the provider site passes. */
  async assertAvailable(appCode: LabAppCode, insttCode: string | undefined): Promise<void> {
    if (!insttCode) return;
    const app = (await this.access(insttCode)).apps.find((a) => a.appCode === appCode);
    if (!app?.available) throw new DomainError('FORBIDDEN', 'lab.addOnRequired');
  }

  private async deniedMenus(insttCode: string): Promise<Set<string>> {
    const rows = (await this.db.query(`SELECT menu_id AS "menuId" FROM menu_access WHERE instt_code = $1 AND access_at = 'N'`, [
      insttCode,
    ])) as { menuId: string }[];
    return new Set(rows.map((r) => r.menuId));
  }
}
