import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError, ValidationFailedError } from '../../common/errors/domain-error';
import { REDIS } from '../../redis/redis.module';
import type {
  CodeGroupDto,
  CodeGroupUpdateDto,
  CommonCodeDto,
  CommonCodeUpdateDto,
} from './dto/common-codes.dto';

/** Cached answers live this long; every edit deletes the affected keys at once. */
export const COMMON_CODE_CACHE_TTL_S = 3600;
export const CODE_GROUPS_CACHE_KEY = 'nuri:cmmncode:groups';
export const codeDetailCacheKey = (groupCode: string) => `nuri:cmmncode:detail:${groupCode}`;

/** HIT from Redis, MISS read from the database (and stored), BYPASS when Redis failed. */
export type CodeCacheSource = 'HIT' | 'MISS' | 'BYPASS';

export interface CodeAnswer<T> {
  value: T;
  cache: CodeCacheSource;
}

const GROUP_COLUMNS = `group_code AS "groupCode", group_nm_ko AS "groupNmKo", group_nm_en AS "groupNmEn", use_at AS "useAt"`;
const CODE_COLUMNS = `group_code AS "groupCode", code, code_nm_ko AS "codeNmKo", code_nm_en AS "codeNmEn",
  code_ordr AS "codeOrdr", use_at AS "useAt"`;

/**
 * Common code groups and codes (cmmn_code_group, cmmn_code). Reads are answered from Redis
 * (one key per group, one for the group list); provider admins' edits delete those keys, so the
 * next read shows the change. Redis trouble never fails a read: the database answers.
 */
@Injectable()
export class CommonCodesService {
  private readonly logger = new Logger(CommonCodesService.name);
  /** Database reads made for the public answers (tests observe the cache through it). */
  dbReads = 0;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  groups(): Promise<CodeAnswer<CodeGroupDto[]>> {
    return this.cached(CODE_GROUPS_CACHE_KEY, () =>
      this.db.query<CodeGroupDto[]>(`SELECT ${GROUP_COLUMNS} FROM cmmn_code_group ORDER BY group_code`),
    );
  }

  /** Every code of the group in order, those not in use included (useAt tells). */
  async detail(groupCode: string): Promise<CodeAnswer<CommonCodeDto[]>> {
    const answer = await this.cached(codeDetailCacheKey(groupCode), async () => {
      const [group] = await this.db.query<{ one: number }[]>(
        `SELECT 1 AS one FROM cmmn_code_group WHERE group_code = $1`,
        [groupCode],
      );
      if (!group) return null;
      return this.db.query<CommonCodeDto[]>(
        `SELECT ${CODE_COLUMNS} FROM cmmn_code WHERE group_code = $1 ORDER BY code_ordr, code`,
        [groupCode],
      );
    });
    if (answer.value === null) throw new DomainError('NOT_FOUND', 'code.groupNotFound', { groupCode });
    return { value: answer.value, cache: answer.cache };
  }

  async updateCode(
    groupCode: string,
    code: string,
    dto: CommonCodeUpdateDto,
    user: AuthUser,
  ): Promise<CommonCodeDto> {
    const sets: string[] = [];
    const params: unknown[] = [groupCode, code, user.userId];
    const add = (column: string, value: unknown) => {
      if (value === undefined) return;
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    };
    add('code_nm_ko', dto.codeNmKo);
    add('code_nm_en', dto.codeNmEn);
    add('code_ordr', dto.codeOrdr);
    add('use_at', dto.useAt);
    if (sets.length === 0) throw new ValidationFailedError([{ field: 'body', message: 'code.nothingToChange' }]);
    const [rows] = await this.db.query<[CommonCodeDto[], number]>(
      `UPDATE cmmn_code SET ${sets.join(', ')}, updusr_id = $3, updt_dt = now()
        WHERE group_code = $1 AND code = $2 RETURNING ${CODE_COLUMNS}`,
      params,
    );
    const row = rows[0];
    if (!row) throw new DomainError('NOT_FOUND', 'code.notFound', { groupCode, code });
    await this.invalidate(codeDetailCacheKey(groupCode));
    return row;
  }

  async updateGroup(groupCode: string, dto: CodeGroupUpdateDto, user: AuthUser): Promise<CodeGroupDto> {
    const sets: string[] = [];
    const params: unknown[] = [groupCode, user.userId];
    const add = (column: string, value: unknown) => {
      if (value === undefined) return;
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    };
    add('group_nm_ko', dto.groupNmKo);
    add('group_nm_en', dto.groupNmEn);
    add('use_at', dto.useAt);
    if (sets.length === 0) throw new ValidationFailedError([{ field: 'body', message: 'code.nothingToChange' }]);
    const [rows] = await this.db.query<[CodeGroupDto[], number]>(
      `UPDATE cmmn_code_group SET ${sets.join(', ')}, updusr_id = $2, updt_dt = now()
        WHERE group_code = $1 RETURNING ${GROUP_COLUMNS}`,
      params,
    );
    const row = rows[0];
    if (!row) throw new DomainError('NOT_FOUND', 'code.groupNotFound', { groupCode });
    await this.invalidate(CODE_GROUPS_CACHE_KEY, codeDetailCacheKey(groupCode));
    return row;
  }

  private async cached<T>(key: string, load: () => Promise<T>): Promise<CodeAnswer<T>> {
    let text: string | null;
    try {
      text = await this.redis.get(key);
    } catch (e) {
      this.logger.warn(`common code cache unavailable, answering from the database: ${String(e)}`);
      this.dbReads++;
      return { value: await load(), cache: 'BYPASS' };
    }
    if (text !== null) return { value: JSON.parse(text) as T, cache: 'HIT' };
    this.dbReads++;
    const value = await load();
    // An unknown group is not cached (it may be created by a later migration).
    if (value !== null) {
      await this.redis
        .set(key, JSON.stringify(value), 'EX', COMMON_CODE_CACHE_TTL_S)
        .catch((e: unknown) => this.logger.warn(`common code not cached: ${String(e)}`));
    }
    return { value, cache: 'MISS' };
  }

  private async invalidate(...keys: string[]): Promise<void> {
    try {
      await this.redis.del(...keys);
    } catch (e) {
      this.logger.error(
        `common code cache not invalidated (Redis): ${String(e)}; stale for at most ${COMMON_CODE_CACHE_TTL_S} s`,
      );
    }
  }
}
