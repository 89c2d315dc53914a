import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { SYSTEMS, type SystemType } from '@nuri/domain';
import { Repository } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { AppConfig } from '../../config/app-config';
import { Institution } from '../institutions/entities/institution.entity';
import type { MenuItemDto } from './dto/menu.dto';
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
  ) {}

  /** The menu tree of a system, filtered by the spec's rules for the institution. */
  async tree(systemType: SystemType, insttCode?: string): Promise<MenuItemDto[]> {
    if (SYSTEMS[systemType].needsInsttCode) {
      if (!insttCode) {
        throw new DomainError('VALIDATION_FAILED', 'error.validation', {}, [
          { field: 'insttCode', message: 'insttCode is required for institution systems' },
        ]);
      }
      await this.requireActiveInstitution(insttCode);
    }
    const [rows, access] = await Promise.all([
      this.menus.find({ where: { systemType }, order: { sortOrdr: 'ASC' } }),
      insttCode ? this.accessMap(insttCode) : Promise.resolve(new Map<string, 'Y' | 'N'>()),
    ]);
    return buildMenuTree(rows, {
      systemType,
      insttCode,
      access,
      providerInsttCode: this.config.values.PROVIDER_INSTT_CODE,
      serviceEnv: this.config.values.SERVICE_ENV,
      electionInsttCode: this.config.values.ELECTION_INSTT_CODE,
    });
  }

  /** accessAt of one menu id for an institution (Y unless the provider denied it). */
  async accessCheck(insttCode: string, menuId: string): Promise<'Y' | 'N'> {
    await this.requireActiveInstitution(insttCode);
    const row = await this.access.findOneBy({ insttCode, menuId });
    return row?.accessAt ?? 'Y';
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
