import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { INSTT_STATUS_MESSAGE_KEYS, isInstitutionActive, USER_SE_CODES, type Locale } from '@nuri/domain';
import { DataSource, EntityManager, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { open } from '../../common/crypto/secret-box';
import { DomainError } from '../../common/errors/domain-error';
import { translate } from '../../common/i18n/locale';
import { offsetOf, resolveSort, toPaged, type Paged } from '../../common/paging/paged';
import { AppConfig } from '../../config/app-config';
import { AttachmentGroups } from '../attachments';
import { type ExistsDto, User, assertNameAllowed } from '../users';
import type { ContentsCountDto } from './dto/institution-master.dto';
import type {
  InstitutionDetailDto,
  InstitutionDto,
  InsttExistsQueryDto,
  InsttListQueryDto,
  InsttListRowDto,
  InsttStatusDto,
} from './dto/institutions.dto';
import { Institution } from '../directory';
import { assertInsttCodeAllowed } from './instt-code-policy';
import { InstitutionContentCounters } from './institution-content-counters';
import { maskMobileNumber, toInstitutionDto } from './institution-view';
import {
  INSTT_SORT_COLUMNS,
  insttNameTaken,
  listInstitutions,
  type InsttSortColumn,
} from './institutions.queries';

/** Reading institutions: the provider's list, the public panel, details, status and counts. */
@Injectable()
export class InstitutionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(Institution) private readonly institutions: Repository<Institution>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly attachments: AttachmentGroups,
    private readonly counters: InstitutionContentCounters,
    private readonly config: AppConfig,
  ) {}

  async list(q: InsttListQueryDto): Promise<Paged<InsttListRowDto>> {
    const column = resolveSort(q.sort, INSTT_SORT_COLUMNS, 'creatDt') as InsttSortColumn;
    const { rows, total } = await listInstitutions(
      this.db,
      { searchNm: q.searchNm?.trim() || undefined, insttSttusCode: q.insttSttusCode, deleteAt: q.deleteAt },
      { column, direction: q.direction },
      { limit: q.pageSize, offset: offsetOf(q) },
    );
    const content = rows.map((r) => ({
      insttCode: r.instt_code,
      insttNm: r.instt_nm,
      planCode: r.plan_code,
      insttSttusCode: r.instt_sttus_code,
      deleteAt: r.delete_at,
      creatDt: r.creat_dt.toISOString(),
      masterUserId: r.master_user_id,
      memberCnt: r.member_cnt,
    }));
    return toPaged(content, total, q);
  }

  /** Whether a code (any institution, deleted ones too: codes are never reused) or a name (active ones) is taken. */
  async exists(q: InsttExistsQueryDto, locale: Locale): Promise<ExistsDto> {
    if (Boolean(q.insttCode) === Boolean(q.insttNm)) {
      throw new DomainError('VALIDATION_FAILED', 'instt.existsQueryRequired', {}, [
        { field: 'insttCode', message: 'instt.existsQueryRequired' },
      ]);
    }
    let exists: boolean;
    if (q.insttCode) {
      assertInsttCodeAllowed(q.insttCode);
      exists = await this.institutions.existsBy({ insttCode: q.insttCode });
    } else {
      const insttNm = q.insttNm ?? '';
      assertNameAllowed(insttNm, 'insttNm');
      exists = await insttNameTaken(this.db, insttNm);
    }
    return { exists, message: translate(exists ? 'common.alreadyInUse' : 'common.available', {}, locale) };
  }

  /** The public panel; unknown and deleted institutions are 404. */
  async panel(insttCode: string): Promise<InstitutionDto> {
    const instt = await this.requireActive(insttCode);
    return toInstitutionDto(instt, await this.hasImage(instt));
  }

  /** Admin detail with the decrypted contacts; provider admins also see deleted institutions. */
  async detail(caller: AuthUser, insttCode: string): Promise<InstitutionDetailDto> {
    const instt = await this.institutions
      .createQueryBuilder('i')
      .addSelect('i.mbtlnumEncpt')
      .where('i.insttCode = :insttCode', { insttCode })
      .getOne();
    if (
      !instt ||
      (!isInstitutionActive(instt.deleteAt) && caller.userSeCode !== USER_SE_CODES.PROVIDER_ADMIN)
    ) {
      throw new DomainError('NOT_FOUND', 'instt.notFound');
    }
    const master = instt.masterUserId
      ? await this.users
          .createQueryBuilder('u')
          .addSelect('u.mbtlnumEncpt')
          .where('u.userId = :id', { id: instt.masterUserId })
          .getOne()
      : null;
    // The number verified for the institution, else the master's own verified number.
    const phone = this.reveal(instt.mbtlnumEncpt ?? master?.mbtlnumEncpt ?? null);
    return {
      ...toInstitutionDto(instt, await this.hasImage(instt)),
      insttTel: this.reveal(instt.insttTelEncpt),
      insttAddr: this.reveal(instt.insttAddrEncpt),
      planCode: instt.planCode,
      insttSttusCode: instt.insttSttusCode,
      deleteAt: instt.deleteAt,
      masterUserId: instt.masterUserId,
      masterUserNm: master?.userNm ?? null,
      masterMbtlnum: phone ? maskMobileNumber(phone) : null,
    };
  }

  async status(insttCode: string, locale: Locale): Promise<InsttStatusDto> {
    const instt = await this.requireActive(insttCode);
    return {
      statusCode: instt.insttSttusCode,
      statusMsg: translate(INSTT_STATUS_MESSAGE_KEYS[instt.insttSttusCode], {}, locale),
    };
  }

  /** The institution image's storage key (public, like the panel that shows it). */
  async imageFile(insttCode: string): Promise<{ key: string; fileMime: string }> {
    const instt = await this.requireActive(insttCode);
    const file = instt.imageAtchmnflId ? await this.attachments.firstFile(instt.imageAtchmnflId) : null;
    if (!file) throw new DomainError('NOT_FOUND', 'error.notFound');
    return file;
  }

  async contentsCount(insttCode: string): Promise<ContentsCountDto> {
    await this.requireActive(insttCode);
    return this.counters.countAll(insttCode);
  }

  /** An existing, not deleted institution, or 404. */
  async requireActive(insttCode: string, tx?: EntityManager): Promise<Institution> {
    const repo = tx ? tx.getRepository(Institution) : this.institutions;
    const instt = await repo.findOne({
      where: { insttCode },
      lock: tx ? { mode: 'pessimistic_write' } : undefined,
    });
    if (!instt || !isInstitutionActive(instt.deleteAt)) throw new DomainError('NOT_FOUND', 'instt.notFound');
    return instt;
  }

  async hasImage(instt: Institution): Promise<boolean> {
    return Boolean(instt.imageAtchmnflId && (await this.attachments.firstFile(instt.imageAtchmnflId)));
  }

  private reveal(sealed: string | null): string | null {
    return sealed ? open(sealed, this.config.encryptionKey) : null;
  }
}
