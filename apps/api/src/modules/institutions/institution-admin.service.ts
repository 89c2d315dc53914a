import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { checkThumbnail, DEFAULT_INSTT_CODE, PLAN_CODES } from '@nuri/domain';
import { DataSource, QueryFailedError, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { seal } from '../../common/crypto/secret-box';
import { DomainError } from '../../common/errors/domain-error';
import { AppConfig } from '../../config/app-config';
import { AttachmentGroups } from '../attachments';
import { sniffImage } from '../../common/files/image-sniff';
import { assertNameAllowed } from '../users';
import type {
  CreateInsttDto,
  InstitutionDetailDto,
  InstitutionDto,
  InsttStateDto,
  InsttStateResultDto,
  UpdateInsttDto,
} from './dto/institutions.dto';
import { Institution } from '../directory';
import { assertInsttCodeAllowed } from './instt-code-policy';
import { toInstitutionDto } from './institution-view';
import { insttNameTaken } from './institutions.queries';
import { InstitutionsService } from './institutions.service';

const nameInUse = () =>
  new DomainError('CONFLICT', 'auth.insttNmInUse', {}, [{ field: 'insttNm', message: 'auth.insttNmInUse' }]);
const codeInUse = () =>
  new DomainError('CONFLICT', 'auth.insttCodeInUse', {}, [
    { field: 'insttCode', message: 'auth.insttCodeInUse' },
  ]);

// The primary key and the partial unique index on active names (instt_nm_uq) catch a concurrent twin.
function violatedUnique(e: unknown): string | null {
  if (!(e instanceof QueryFailedError)) return null;
  const err = e.driverError as { code?: string; constraint?: string };
  return err.code === '23505' ? (err.constraint ?? '') : null;
}

/** Creating and editing institutions: profile, image and (provider admin) state. */
@Injectable()
export class InstitutionAdminService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(Institution) private readonly institutions: Repository<Institution>,
    private readonly reader: InstitutionsService,
    private readonly attachments: AttachmentGroups,
    private readonly config: AppConfig,
  ) {}

  /** A new institution (provider admin); it gets its master later, through an invited admin. */
  async create(caller: AuthUser, dto: CreateInsttDto): Promise<InstitutionDetailDto> {
    assertInsttCodeAllowed(dto.insttCode);
    assertNameAllowed(dto.insttNm, 'insttNm');
    if (await this.institutions.existsBy({ insttCode: dto.insttCode })) throw codeInUse();
    if (await insttNameTaken(this.db, dto.insttNm)) throw nameInUse();
    await this.guardUnique(() =>
      this.institutions.insert({
        insttCode: dto.insttCode,
        insttNm: dto.insttNm,
        planCode: dto.planCode ?? PLAN_CODES.BASIC,
        insttUrl: dto.insttUrl ?? `/${dto.insttCode}`,
        insttTelEncpt: this.sealed(dto.insttTel),
        insttAddrEncpt: this.sealed(dto.insttAddr),
        creatmanId: caller.userId,
      }),
    );
    return this.reader.detail(caller, dto.insttCode);
  }

  /** Name (banned words, unique), telephone, address, site address; null clears tel/address. */
  async update(caller: AuthUser, insttCode: string, dto: UpdateInsttDto): Promise<InstitutionDetailDto> {
    const instt = await this.reader.requireActive(insttCode);
    const patch: Partial<Institution> = {};
    if (dto.insttNm !== undefined && dto.insttNm !== instt.insttNm) {
      assertNameAllowed(dto.insttNm, 'insttNm');
      if (await insttNameTaken(this.db, dto.insttNm, insttCode)) throw nameInUse();
      patch.insttNm = dto.insttNm;
    }
    if (dto.insttTel !== undefined) patch.insttTelEncpt = this.sealed(dto.insttTel);
    if (dto.insttAddr !== undefined) patch.insttAddrEncpt = this.sealed(dto.insttAddr);
    if (dto.insttUrl !== undefined) patch.insttUrl = dto.insttUrl;
    if (Object.keys(patch).length)
      await this.guardUnique(() => this.institutions.update({ insttCode }, patch));
    return this.reader.detail(caller, insttCode);
  }

  /** Operational status and deleted flag (provider admin); the openBiz institution is never deleted. */
  async setState(insttCode: string, dto: InsttStateDto): Promise<InsttStateResultDto> {
    if (!dto.insttSttusCode && !dto.deleteAt) {
      throw new DomainError('VALIDATION_FAILED', 'instt.stateRequired', {}, [
        { field: 'insttSttusCode', message: 'instt.stateRequired' },
      ]);
    }
    if (dto.deleteAt === 'Y' && insttCode === DEFAULT_INSTT_CODE)
      throw new DomainError('RULE_VIOLATION', 'instt.defaultNotAllowed');
    const instt = await this.institutions.findOneBy({ insttCode });
    if (!instt) throw new DomainError('NOT_FOUND', 'instt.notFound');
    const patch: Partial<Institution> = {};
    if (dto.insttSttusCode) patch.insttSttusCode = dto.insttSttusCode;
    if (dto.deleteAt) patch.deleteAt = dto.deleteAt;
    // Restoring may meet an active institution that took the name meanwhile.
    await this.guardUnique(() => this.institutions.update({ insttCode }, patch));
    const saved = await this.institutions.findOneByOrFail({ insttCode });
    return { insttCode, insttSttusCode: saved.insttSttusCode, deleteAt: saved.deleteAt };
  }

  /** Replaces the institution image (png/jpg/jpeg ≤ 1 MB, checked by content), kept as an attachment. */
  async setImage(
    caller: AuthUser,
    insttCode: string,
    file: { originalname: string; size: number; buffer: Buffer },
  ): Promise<InstitutionDto> {
    const instt = await this.reader.requireActive(insttCode);
    const check = checkThumbnail({ fileName: file.originalname, size: file.size });
    if (!check.ok) {
      throw new DomainError(
        check.problem === 'EXTENSION' ? 'UNSUPPORTED_MEDIA_TYPE' : 'PAYLOAD_TOO_LARGE',
        check.messageKey,
        check.params,
      );
    }
    const kind = sniffImage(file.buffer);
    if (!kind) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'thumbnail.extensionInvalid');
    const atchmnflId = await this.attachments.createFromBytes({ registerId: caller.userId, insttCode }, [
      {
        orignlFileNm: file.originalname,
        fileSize: file.size,
        fileMime: kind === 'png' ? 'image/png' : 'image/jpeg',
        bytes: file.buffer,
      },
    ]);
    await this.institutions.update({ insttCode }, { imageAtchmnflId: atchmnflId });
    if (instt.imageAtchmnflId) await this.attachments.deleteGroup(instt.imageAtchmnflId);
    return toInstitutionDto({ ...instt, imageAtchmnflId: atchmnflId }, true);
  }

  /** Removes the institution image (no image: nothing to do). */
  async deleteImage(insttCode: string): Promise<InstitutionDto> {
    const instt = await this.reader.requireActive(insttCode);
    if (instt.imageAtchmnflId) {
      await this.institutions.update({ insttCode }, { imageAtchmnflId: null });
      await this.attachments.deleteGroup(instt.imageAtchmnflId);
    }
    return toInstitutionDto({ ...instt, imageAtchmnflId: null }, false);
  }

  private sealed(value: string | null | undefined): string | null {
    return value ? seal(value, this.config.encryptionKey) : null;
  }

  private async guardUnique(write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (e) {
      const constraint = violatedUnique(e);
      if (constraint === 'instt_pkey') throw codeInUse();
      if (constraint !== null) throw nameInUse();
      throw e;
    }
  }
}
