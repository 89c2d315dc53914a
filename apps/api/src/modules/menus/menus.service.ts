import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isInstitutionAdminCode, isProviderAdminCode, SYSTEMS, type SystemType } from '@nuri/domain';
import { In, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError, ValidationFailedError } from '../../common/errors/domain-error';
import { AppConfig } from '../../config/app-config';
import { AddonAccess } from '../billing';
import { Institution } from '../directory';
import type { MenuAccessControlDto, MenuItemDto } from './dto/menu.dto';
import { MenuAccess } from './entities/menu-access.entity';
import { Menu } from './entities/menu.entity';
import { buildMenuTree } from './menu-tree';

@Injectable()
export class MenusService {
  constructor(
    @InjectRepository(Menu) private readonly menus: Repository<Menu>,
    @InjectRepository(MenuAccess) private readonly access: Repository<MenuAccess>,
    @InjectRepository(Institution) private readonly institutions: Repository<Institution>,
    private readonly config: AppConfig,
    private readonly addons: AddonAccess,
  ) {}

  /**
   * The menu tree of a system, filtered by the spec's rules for the institution. The admin
   * systems' menus answer only their admins: provider-admin a provider admin (4),
   * institution-admin the admin (14) of that institution or a provider admin.
   */
  async tree(
    systemType: SystemType,
    insttCode: string | undefined,
    caller: AuthUser | undefined,
  ): Promise<MenuItemDto[]> {
    this.assertMayReadSystem(systemType, insttCode, caller);
    if (SYSTEMS[systemType].needsInsttCode) {
      if (!insttCode) {
        throw new DomainError('VALIDATION_FAILED', 'error.validation', {}, [
          { field: 'insttCode', message: 'insttCode is required for institution systems' },
        ]);
      }
      await this.requireActiveInstitution(insttCode);
    }
    const [rows, access, addons] = await Promise.all([
      this.menus.find({ where: { systemType }, order: { sortOrdr: 'ASC' } }),
      insttCode ? this.accessMap(insttCode) : Promise.resolve(new Map<string, 'Y' | 'N'>()),
      insttCode ? this.addons.addonsOf(insttCode) : Promise.resolve([]),
    ]);
    return buildMenuTree(rows, {
      systemType,
      insttCode,
      access,
      providerInsttCode: this.config.values.PROVIDER_INSTT_CODE,
      serviceEnv: this.config.values.SERVICE_ENV,
      electionInsttCode: this.config.values.ELECTION_INSTT_CODE,
      addons: new Set(addons),
    });
  }

  /** accessAt of one menu id for an institution (Y unless the provider denied it). */
  async accessCheck(insttCode: string, menuId: string): Promise<'Y' | 'N'> {
    await this.requireActiveInstitution(insttCode);
    const row = await this.access.findOneBy({ insttCode, menuId });
    return row?.accessAt ?? 'Y';
  }

  /** Sets accessAt of each menu id for an institution (provider admin); unknown ids are refused. */
  async controlAccess(dto: MenuAccessControlDto, updusrId: string): Promise<MenuAccessControlDto> {
    await this.requireActiveInstitution(dto.insttCode);
    const known = new Set(
      (await this.menus.find({ select: { menuId: true }, where: { menuId: In(dto.menuIdList) } })).map(
        (m) => m.menuId,
      ),
    );
    const unknown = dto.menuIdList.flatMap((menuId, i) => (known.has(menuId) ? [] : [{ menuId, i }]));
    if (unknown.length) {
      throw new ValidationFailedError(
        unknown.map(({ menuId, i }) => ({
          field: `menuIdList.${i}`,
          message: 'menuAccess.unknownMenuId',
          params: { menuId },
        })),
      );
    }
    await this.access.upsert(
      dto.menuIdList.map((menuId) => ({
        insttCode: dto.insttCode,
        menuId,
        accessAt: dto.accessAt,
        updusrId,
      })),
      ['insttCode', 'menuId'],
    );
    return { insttCode: dto.insttCode, menuIdList: dto.menuIdList, accessAt: dto.accessAt };
  }

  private assertMayReadSystem(
    systemType: SystemType,
    insttCode: string | undefined,
    caller: AuthUser | undefined,
  ): void {
    if (!SYSTEMS[systemType].isAdmin) return;
    if (!caller) throw new DomainError('UNAUTHENTICATED', 'error.sessionEnded');
    // Without a code the institution-admin request is a 400 (below), whoever asks.
    if (isProviderAdminCode(caller.userSeCode) || (SYSTEMS[systemType].needsInsttCode && !insttCode)) return;
    const ownAdmin =
      systemType === 'institution-admin' &&
      isInstitutionAdminCode(caller.userSeCode) &&
      caller.insttCode === insttCode;
    if (!ownAdmin) throw new DomainError('FORBIDDEN', 'error.noPermission');
  }

  private async accessMap(insttCode: string): Promise<Map<string, 'Y' | 'N'>> {
    const rows = await this.access.findBy({ insttCode });
    return new Map(rows.map((r) => [r.menuId, r.accessAt]));
  }

  private async requireActiveInstitution(insttCode: string): Promise<void> {
    const found = await this.institutions.existsBy({ insttCode, deleteAt: 'N' });
    if (!found) throw new DomainError('NOT_FOUND', 'error.notFound');
  }
}
