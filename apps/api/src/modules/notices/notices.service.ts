import { Injectable, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  formatFileSize,
  NOTICE_ATTACHMENT_MAX_FILES,
  NOTICE_ATTACHMENT_MAX_TOTAL_BYTES,
  USER_SE_CODES,
} from '@nuri/domain';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock.service';
import { DomainError, ValidationFailedError } from '../../common/errors/domain-error';
import { offsetOf, toPaged, type Paged } from '../../common/paging/paged';
import { AttachmentGroups, AttachmentStore } from '../attachments';
import { containsPattern } from '../../common/db/search-text';
import { attachmentDisposition } from '../../common/files/content-disposition';
import type { NoticeDto, NoticeFileDto, NoticeListQueryDto, NoticeSaveDto } from './dto/notices.dto';
import { sanitizeNoticeHtml } from '../../common/text/sanitize-html';

/** Whose notices: the provider's (null) or one institution's. */
export type NoticeOwner = string | null;

interface NoticeRow {
  nttId: number;
  insttCode: string | null;
  nttSj: string;
  nttCn: string;
  popupAt: 'Y' | 'N';
  popupBeginDt: Date | null;
  popupEndDt: Date | null;
  rdcnt: number;
  registerId: string;
  registDt: Date;
  updtDt: Date;
  atchmnflId: string | null;
  files: NoticeFileDto[];
}

const COLUMNS = `n.ntt_id AS "nttId", n.instt_code AS "insttCode", n.ntt_sj AS "nttSj", n.ntt_cn AS "nttCn",
  n.popup_at AS "popupAt", n.popup_begin_dt AS "popupBeginDt", n.popup_end_dt AS "popupEndDt", n.rdcnt,
  n.register_id AS "registerId", n.regist_dt AS "registDt", n.updt_dt AS "updtDt", n.atchmnfl_id AS "atchmnflId",
  COALESCE((SELECT json_agg(json_build_object('fileOrdr', d.file_ordr, 'orignlFileNm', d.orignl_file_nm,
      'fileSize', d.file_size, 'fileMime', d.file_mime) ORDER BY d.file_ordr)
    FROM atchmnfl_detail d WHERE d.atchmnfl_id = n.atchmnfl_id), '[]'::json) AS files`;

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);
const toDto = (r: NoticeRow): NoticeDto => ({
  nttId: r.nttId,
  insttCode: r.insttCode,
  nttSj: r.nttSj,
  nttCn: r.nttCn,
  popupAt: r.popupAt,
  popupBeginDt: iso(r.popupBeginDt),
  popupEndDt: iso(r.popupEndDt),
  rdcnt: r.rdcnt,
  registerId: r.registerId,
  registDt: new Date(r.registDt).toISOString(),
  updtDt: new Date(r.updtDt).toISOString(),
  atchmnflId: r.atchmnflId,
  files: r.files.map((f) => ({ ...f, fileSize: Number(f.fileSize) })),
});

/** `instt_code IS NULL` for the provider, `instt_code = $n` for an institution. */
function ownerClause(owner: NoticeOwner, params: unknown[]): string {
  if (owner === null) return 'n.instt_code IS NULL';
  params.push(owner);
  return `n.instt_code = $${params.length}`;
}

/**
 * Notices of the provider (instt_code NULL) and of institutions. Reading is public; content is
 * sanitized with an allow-list when saved, so what is stored is safe to render as HTML.
 */
@Injectable()
export class NoticesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly attachments: AttachmentGroups,
    private readonly store: AttachmentStore,
  ) {}

  async list(owner: NoticeOwner, q: NoticeListQueryDto): Promise<Paged<NoticeDto>> {
    const params: unknown[] = [];
    const where = [ownerClause(owner, params)];
    if (q.searchNm?.trim()) {
      params.push(containsPattern(q.searchNm.trim()));
      where.push(`(n.ntt_sj ILIKE $${params.length} OR n.ntt_cn ILIKE $${params.length})`);
    }
    const order = q.direction === 'ASC' ? 'ASC' : 'DESC';
    const [{ total }] = (await this.db.query(
      `SELECT count(*)::int AS total FROM notice n WHERE ${where.join(' AND ')}`,
      params,
    )) as {
      total: number;
    }[];
    const rows = (await this.db.query(
      `SELECT ${COLUMNS} FROM notice n WHERE ${where.join(' AND ')}
       ORDER BY n.regist_dt ${order}, n.ntt_id ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, q.pageSize, offsetOf(q)],
    )) as NoticeRow[];
    return toPaged(rows.map(toDto), total, q);
  }

  async count(owner: NoticeOwner): Promise<number> {
    const params: unknown[] = [];
    const [{ total }] = (await this.db.query(
      `SELECT count(*)::int AS total FROM notice n WHERE ${ownerClause(owner, params)}`,
      params,
    )) as {
      total: number;
    }[];
    return total;
  }

  /** Popup notices whose window holds the (server) clock's now, newest first. */
  async popups(owner: NoticeOwner): Promise<NoticeDto[]> {
    const params: unknown[] = [];
    const where = ownerClause(owner, params);
    params.push(await this.clock.now());
    const rows = (await this.db.query(
      `SELECT ${COLUMNS} FROM notice n WHERE ${where} AND n.popup_at = 'Y'
         AND n.popup_begin_dt <= $${params.length} AND n.popup_end_dt >= $${params.length}
       ORDER BY n.regist_dt DESC, n.ntt_id DESC`,
      params,
    )) as NoticeRow[];
    return rows.map(toDto);
  }

  async get(owner: NoticeOwner, nttId: number): Promise<NoticeDto> {
    return toDto(await this.find(owner, nttId));
  }

  /** Counts one view of any notice (provider or institution); the id is global. */
  async countView(nttId: number): Promise<number> {
    // TypeORM answers an UPDATE … RETURNING as [rows, affected].
    const [rows] = (await this.db.query(
      `UPDATE notice SET rdcnt = rdcnt + 1 WHERE ntt_id = $1 RETURNING rdcnt`,
      [nttId],
    )) as [{ rdcnt: number }[], number];
    if (!rows.length) throw new DomainError('NOT_FOUND', 'notice.notFound');
    return rows[0].rdcnt;
  }

  async create(user: AuthUser, owner: NoticeOwner, dto: NoticeSaveDto): Promise<NoticeDto> {
    const v = this.values(dto);
    if (owner !== null) {
      const instt = (await this.db.query(`SELECT 1 FROM instt WHERE instt_code = $1`, [owner])) as unknown[];
      if (!instt.length) throw new DomainError('NOT_FOUND', 'notice.insttNotFound');
    }
    const atchmnflId = await this.checkAttachments(user, dto.atchmnflId ?? null, null);
    const [{ nttId }] = (await this.db.query(
      `INSERT INTO notice (instt_code, ntt_sj, ntt_cn, popup_at, popup_begin_dt, popup_end_dt, register_id, atchmnfl_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ntt_id AS "nttId"`,
      [owner, v.nttSj, v.nttCn, v.popupAt, v.popupBeginDt, v.popupEndDt, user.userId, atchmnflId],
    )) as { nttId: number }[];
    return this.get(owner, nttId);
  }

  /** Replaces a notice; an attachment group it no longer names is deleted with its files. */
  async update(user: AuthUser, owner: NoticeOwner, nttId: number, dto: NoticeSaveDto): Promise<NoticeDto> {
    const current = await this.find(owner, nttId);
    const v = this.values(dto);
    const atchmnflId = await this.checkAttachments(user, dto.atchmnflId ?? null, current);
    await this.db.query(
      `UPDATE notice SET ntt_sj = $2, ntt_cn = $3, popup_at = $4, popup_begin_dt = $5, popup_end_dt = $6,
         atchmnfl_id = $7, updt_dt = now()
       WHERE ntt_id = $1`,
      [nttId, v.nttSj, v.nttCn, v.popupAt, v.popupBeginDt, v.popupEndDt, atchmnflId],
    );
    if (current.atchmnflId && current.atchmnflId !== atchmnflId)
      await this.attachments.deleteGroup(current.atchmnflId);
    return this.get(owner, nttId);
  }

  /** Deletes a notice with its attachment group and files. */
  async remove(owner: NoticeOwner, nttId: number): Promise<void> {
    const current = await this.find(owner, nttId);
    await this.db.query(`DELETE FROM notice WHERE ntt_id = $1`, [nttId]);
    if (current.atchmnflId) await this.attachments.deleteGroup(current.atchmnflId);
  }

  /**
   * One attached file of a notice (provider's or an institution's; ids are global), for anyone
   * who may read the notice, i.e. everyone.
   */
  async file(nttId: number, fileOrdr: number): Promise<StreamableFile> {
    const rows = (await this.db.query(
      `SELECT d.orignl_file_nm AS "name", d.stre_file_path AS "path", d.file_mime AS "mime", d.file_size AS "size"
         FROM notice n JOIN atchmnfl_detail d ON d.atchmnfl_id = n.atchmnfl_id
        WHERE n.ntt_id = $1 AND d.file_ordr = $2`,
      [nttId, fileOrdr],
    )) as { name: string; path: string; mime: string; size: string }[];
    const f = rows[0];
    const stored = f ? await this.store.open(f.path) : null;
    if (!stored) throw new DomainError('NOT_FOUND', 'notice.fileNotFound');
    return new StreamableFile(stored.body, {
      type: f.mime,
      length: Number(f.size),
      disposition: attachmentDisposition(f.name),
    });
  }

  /**
   * The attachment group a notice may carry: uploaded by the caller (or the notice's own group
   * already), not on another notice, within the notice limits of count and total size.
   */
  private async checkAttachments(
    user: AuthUser,
    atchmnflId: string | null,
    current: NoticeRow | null,
  ): Promise<string | null> {
    if (!atchmnflId) return null;
    const group = await this.attachments.find(atchmnflId);
    if (!group) throw new DomainError('NOT_FOUND', 'attachment.notFound');
    const own = current?.atchmnflId === atchmnflId;
    if (!own) {
      const isProvider = user.userSeCode === USER_SE_CODES.PROVIDER_ADMIN;
      const used = (await this.db.query(`SELECT 1 FROM notice WHERE atchmnfl_id = $1`, [
        atchmnflId,
      ])) as unknown[];
      if (used.length || (group.registerId !== user.userId && !isProvider))
        throw new DomainError('FORBIDDEN', 'notice.attachmentNotYours');
    }
    const files = await this.attachments.filesOf(atchmnflId);
    if (files.length > NOTICE_ATTACHMENT_MAX_FILES) {
      const params = { count: NOTICE_ATTACHMENT_MAX_FILES };
      throw new DomainError('VALIDATION_FAILED', 'notice.attachmentTooMany', params, [
        { field: 'atchmnflId', message: 'notice.attachmentTooMany', params },
      ]);
    }
    const total = files.reduce((sum, f) => sum + f.fileSize, 0);
    if (total > NOTICE_ATTACHMENT_MAX_TOTAL_BYTES) {
      const params = { limit: formatFileSize(NOTICE_ATTACHMENT_MAX_TOTAL_BYTES) };
      throw new DomainError('VALIDATION_FAILED', 'notice.attachmentTooLarge', params, [
        { field: 'atchmnflId', message: 'notice.attachmentTooLarge', params },
      ]);
    }
    return atchmnflId;
  }

  private async find(owner: NoticeOwner, nttId: number): Promise<NoticeRow> {
    const params: unknown[] = [nttId];
    const rows = (await this.db.query(
      `SELECT ${COLUMNS} FROM notice n WHERE n.ntt_id = $1 AND ${ownerClause(owner, params)}`,
      params,
    )) as NoticeRow[];
    if (!rows.length) throw new DomainError('NOT_FOUND', 'notice.notFound');
    return rows[0];
  }

  private values(dto: NoticeSaveDto) {
    const popupAt = dto.popupAt ?? 'N';
    const begin = dto.popupBeginDt ? new Date(dto.popupBeginDt) : null;
    const end = dto.popupEndDt ? new Date(dto.popupEndDt) : null;
    if (popupAt === 'Y') {
      const fields = [];
      if (!begin)
        fields.push({ field: 'popupBeginDt', message: 'popupBeginDt is required for a popup notice' });
      if (!end) fields.push({ field: 'popupEndDt', message: 'popupEndDt is required for a popup notice' });
      if (begin && end && end < begin)
        fields.push({ field: 'popupEndDt', message: 'popupEndDt must not be before popupBeginDt' });
      if (fields.length) throw new ValidationFailedError(fields);
    }
    return {
      nttSj: dto.nttSj,
      nttCn: sanitizeNoticeHtml(dto.nttCn ?? ''),
      popupAt,
      popupBeginDt: begin,
      popupEndDt: end,
    };
  }
}
