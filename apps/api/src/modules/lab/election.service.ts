import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { turnoutRate, USER_SE_CODES } from '@nuri/domain';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock.service';
import { DomainError, ValidationFailedError, type FieldError } from '../../common/errors/domain-error';
import { AppConfig } from '../../config/app-config';
import type {
  CandidateDto,
  CandidateSaveDto,
  DistrictCollectionDto,
  DistrictResultSaveDto,
  ElectionDto,
  ElectionResultsDto,
  ElectionSaveDto,
} from './dto/election.dto';
import { summarizeResults, type DistrictRow, type VoteRow } from './election-results';
import { LabAccessService } from './lab-access.service';

const ELECTION_COLUMNS = `e.sg_id AS "sgId", e.sg_nm AS "sgNm", to_char(e.vote_de, 'YYYY-MM-DD') AS "voteDe", e.othbc_at AS "othbcAt",
  (SELECT count(*)::int FROM lab_election_cndddt c WHERE c.sg_id = e.sg_id) AS "cndddtCnt",
  (SELECT count(*)::int FROM lab_election_result r WHERE r.sg_id = e.sg_id) AS "resultCnt",
  e.regist_dt AS "registDt", e.updt_dt AS "updtDt"`;

const CANDIDATE_COLUMNS = `c.cndddt_id AS "cndddtId", c.giho, c.cndddt_nm AS "cndddtNm", c.party_nm AS "partyNm", c.color`;

interface ElectionRow extends Omit<ElectionDto, 'registDt' | 'updtDt'> {
  registDt: Date;
  updtDt: Date;
}

const toElection = (r: ElectionRow): ElectionDto => ({
  ...r,
  registDt: new Date(r.registDt).toISOString(),
  updtDt: new Date(r.updtDt).toISOString(),
});

/**
 * The election map (선거지도): districts, published elections and their results per district;
 * and election management (561) for the admins of the one configured institution
 * (ELECTION_INSTT_CODE) and provider admins.
 */
@Injectable()
export class ElectionService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly access: LabAccessService,
  ) {}

  /** Published elections, latest polling day first. */
  async published(insttCode?: string): Promise<ElectionDto[]> {
    await this.access.assertAvailable('ELECTION_MAP', insttCode);
    return this.elections(true);
  }

  async districts(): Promise<DistrictCollectionDto> {
    const rows = (await this.db.query(
      `SELECT signgu_code AS "signguCode", signgu_nm AS "signguNm", pop, ST_AsGeoJSON(geom, 6)::json AS geometry
       FROM lab_district ORDER BY signgu_code`,
    )) as { signguCode: string; signguNm: string; pop: number; geometry: Record<string, unknown> }[];
    return {
      type: 'FeatureCollection',
      features: rows.map((r) => ({
        type: 'Feature',
        id: r.signguCode,
        properties: { signguCode: r.signguCode, signguNm: r.signguNm, pop: r.pop },
        geometry: r.geometry,
      })),
    };
  }

  /** A published election's results (drafts answer 404 here; managers read them through manage). */
  async publishedResults(sgId: number, insttCode?: string): Promise<ElectionResultsDto> {
    await this.access.assertAvailable('ELECTION_MAP', insttCode);
    return this.results(sgId, true);
  }

  // ---- management (561) ----

  /** Election management: the configured institution's admins (14) and provider admins (4). */
  assertManager(user: AuthUser): void {
    if (user.userSeCode === USER_SE_CODES.PROVIDER_ADMIN) return;
    const code = this.config.values.ELECTION_INSTT_CODE;
    if (!code || user.userSeCode !== USER_SE_CODES.INSTT_ADMIN || user.insttCode !== code) {
      throw new DomainError('FORBIDDEN', 'lab.electionManagerOnly');
    }
  }

  async manageList(user: AuthUser): Promise<ElectionDto[]> {
    this.assertManager(user);
    return this.elections(false);
  }

  async manageResults(user: AuthUser, sgId: number): Promise<ElectionResultsDto> {
    this.assertManager(user);
    return this.results(sgId, false);
  }

  async create(user: AuthUser, dto: ElectionSaveDto): Promise<ElectionDto> {
    this.assertManager(user);
    const now = await this.clock.now();
    const [{ sgId }] = (await this.db.query(
      `INSERT INTO lab_election (sg_nm, vote_de, othbc_at, register_id, regist_dt, updt_dt)
       VALUES ($1, $2, $3, $4, $5, $5) RETURNING sg_id AS "sgId"`,
      [dto.sgNm, dto.voteDe, dto.othbcAt ?? 'N', user.userId, now],
    )) as { sgId: number }[];
    return this.election(sgId, false);
  }

  async update(user: AuthUser, sgId: number, dto: ElectionSaveDto): Promise<ElectionDto> {
    this.assertManager(user);
    await this.election(sgId, false);
    await this.db.query(
      `UPDATE lab_election SET sg_nm = $2, vote_de = $3, othbc_at = coalesce($4, othbc_at), updt_dt = $5 WHERE sg_id = $1`,
      [sgId, dto.sgNm, dto.voteDe, dto.othbcAt ?? null, await this.clock.now()],
    );
    return this.election(sgId, false);
  }

  async remove(user: AuthUser, sgId: number): Promise<void> {
    this.assertManager(user);
    await this.election(sgId, false);
    await this.db.query(`DELETE FROM lab_election WHERE sg_id = $1`, [sgId]);
  }

  async candidates(user: AuthUser, sgId: number): Promise<CandidateDto[]> {
    this.assertManager(user);
    await this.election(sgId, false);
    return this.candidatesOf(sgId);
  }

  async addCandidate(user: AuthUser, sgId: number, dto: CandidateSaveDto): Promise<CandidateDto> {
    this.assertManager(user);
    await this.election(sgId, false);
    await this.assertGihoFree(sgId, dto.giho, null);
    const [row] = (await this.db.query(
      `INSERT INTO lab_election_cndddt (sg_id, giho, cndddt_nm, party_nm, color) VALUES ($1, $2, $3, $4, $5)
       RETURNING cndddt_id AS "cndddtId", giho, cndddt_nm AS "cndddtNm", party_nm AS "partyNm", color`,
      [sgId, dto.giho, dto.cndddtNm, dto.partyNm, dto.color.toLowerCase()],
    )) as CandidateDto[];
    await this.touch(sgId);
    return row;
  }

  async updateCandidate(user: AuthUser, sgId: number, cndddtId: number, dto: CandidateSaveDto): Promise<CandidateDto> {
    this.assertManager(user);
    await this.candidate(sgId, cndddtId);
    await this.assertGihoFree(sgId, dto.giho, cndddtId);
    await this.db.query(
      `UPDATE lab_election_cndddt SET giho = $3, cndddt_nm = $4, party_nm = $5, color = $6 WHERE sg_id = $1 AND cndddt_id = $2`,
      [sgId, cndddtId, dto.giho, dto.cndddtNm, dto.partyNm, dto.color.toLowerCase()],
    );
    await this.touch(sgId);
    return this.candidate(sgId, cndddtId);
  }

  async removeCandidate(user: AuthUser, sgId: number, cndddtId: number): Promise<void> {
    this.assertManager(user);
    await this.candidate(sgId, cndddtId);
    await this.db.query(`DELETE FROM lab_election_cndddt WHERE sg_id = $1 AND cndddt_id = $2`, [sgId, cndddtId]);
    await this.touch(sgId);
  }

  /** Replaces one district's result; candidates left out get no row (0 votes). */
  async saveResult(user: AuthUser, sgId: number, signguCode: string, dto: DistrictResultSaveDto): Promise<ElectionResultsDto> {
    this.assertManager(user);
    await this.election(sgId, false);
    const district = (await this.db.query(`SELECT 1 FROM lab_district WHERE signgu_code = $1`, [signguCode])) as unknown[];
    if (!district.length) throw new DomainError('NOT_FOUND', 'lab.districtNotFound');
    const known = new Set((await this.candidatesOf(sgId)).map((c) => c.cndddtId));
    const fields: FieldError[] = dto.votes.flatMap((v, i) =>
      known.has(v.cndddtId) ? [] : [{ field: `votes.${i}.cndddtId`, message: 'lab.unknownCndddt', params: { cndddtId: v.cndddtId } }],
    );
    const ids = dto.votes.map((v) => v.cndddtId);
    if (new Set(ids).size !== ids.length) fields.push({ field: 'votes', message: 'lab.duplicateCndddt' });
    if (fields.length) throw new ValidationFailedError(fields);
    if (dto.voteCnt > dto.electorCnt) throw new DomainError('RULE_VIOLATION', 'lab.voteCntOverElectors');
    if (dto.votes.reduce((s, v) => s + v.voteCnt, 0) > dto.voteCnt) throw new DomainError('RULE_VIOLATION', 'lab.votesOverVoteCnt');
    await this.db.transaction(async (m) => {
      await m.query(
        `INSERT INTO lab_election_result (sg_id, signgu_code, elector_cnt, vote_cnt) VALUES ($1, $2, $3, $4)
         ON CONFLICT (sg_id, signgu_code) DO UPDATE SET elector_cnt = EXCLUDED.elector_cnt, vote_cnt = EXCLUDED.vote_cnt`,
        [sgId, signguCode, dto.electorCnt, dto.voteCnt],
      );
      await m.query(`DELETE FROM lab_election_vote WHERE sg_id = $1 AND signgu_code = $2`, [sgId, signguCode]);
      if (dto.votes.length) {
        await m.query(
          `INSERT INTO lab_election_vote (sg_id, signgu_code, cndddt_id, vote_cnt)
           SELECT $1, $2, t.id, t.cnt FROM unnest($3::int[], $4::int[]) AS t(id, cnt)`,
          [sgId, signguCode, dto.votes.map((v) => v.cndddtId), dto.votes.map((v) => v.voteCnt)],
        );
      }
      await m.query(`UPDATE lab_election SET updt_dt = $2 WHERE sg_id = $1`, [sgId, await this.clock.now()]);
    });
    return this.results(sgId, false);
  }

  async removeResult(user: AuthUser, sgId: number, signguCode: string): Promise<void> {
    this.assertManager(user);
    await this.election(sgId, false);
    const [, affected] = (await this.db.query(`DELETE FROM lab_election_result WHERE sg_id = $1 AND signgu_code = $2`, [
      sgId,
      signguCode,
    ])) as [unknown, number];
    if (!affected) throw new DomainError('NOT_FOUND', 'lab.districtNotFound');
    await this.touch(sgId);
  }

  // ---- reading ----

  private async elections(publishedOnly: boolean): Promise<ElectionDto[]> {
    const rows = (await this.db.query(
      `SELECT ${ELECTION_COLUMNS} FROM lab_election e ${publishedOnly ? `WHERE e.othbc_at = 'Y'` : ''}
       ORDER BY e.vote_de DESC, e.sg_id DESC`,
    )) as ElectionRow[];
    return rows.map(toElection);
  }

  private async election(sgId: number, publishedOnly: boolean): Promise<ElectionDto> {
    const rows = (await this.db.query(
      `SELECT ${ELECTION_COLUMNS} FROM lab_election e WHERE e.sg_id = $1 ${publishedOnly ? `AND e.othbc_at = 'Y'` : ''}`,
      [sgId],
    )) as ElectionRow[];
    if (!rows.length) throw new DomainError('NOT_FOUND', 'lab.electionNotFound');
    return toElection(rows[0]);
  }

  private async results(sgId: number, publishedOnly: boolean): Promise<ElectionResultsDto> {
    const election = await this.election(sgId, publishedOnly);
    const [candidates, districts, votes] = await Promise.all([
      this.candidatesOf(sgId),
      this.db.query(
        `SELECT d.signgu_code AS "signguCode", d.signgu_nm AS "signguNm", r.elector_cnt AS "electorCnt", r.vote_cnt AS "voteCnt"
         FROM lab_election_result r JOIN lab_district d ON d.signgu_code = r.signgu_code
         WHERE r.sg_id = $1 ORDER BY d.signgu_code`,
        [sgId],
      ) as Promise<DistrictRow[]>,
      this.db.query(
        `SELECT signgu_code AS "signguCode", cndddt_id AS "cndddtId", vote_cnt AS "voteCnt" FROM lab_election_vote WHERE sg_id = $1`,
        [sgId],
      ) as Promise<VoteRow[]>,
    ]);
    const summary = summarizeResults(candidates, districts, votes);
    return { election, ...summary, turnoutRate: turnoutRate(summary.voteCnt, summary.electorCnt) };
  }

  private candidatesOf(sgId: number): Promise<CandidateDto[]> {
    return this.db.query(`SELECT ${CANDIDATE_COLUMNS} FROM lab_election_cndddt c WHERE c.sg_id = $1 ORDER BY c.giho`, [
      sgId,
    ]) as Promise<CandidateDto[]>;
  }

  private async candidate(sgId: number, cndddtId: number): Promise<CandidateDto> {
    const rows = (await this.db.query(`SELECT ${CANDIDATE_COLUMNS} FROM lab_election_cndddt c WHERE c.sg_id = $1 AND c.cndddt_id = $2`, [
      sgId,
      cndddtId,
    ])) as CandidateDto[];
    if (!rows.length) throw new DomainError('NOT_FOUND', 'lab.cndddtNotFound');
    return rows[0];
  }

  private async assertGihoFree(sgId: number, giho: number, except: number | null): Promise<void> {
    const rows = (await this.db.query(
      `SELECT 1 FROM lab_election_cndddt WHERE sg_id = $1 AND giho = $2 AND cndddt_id IS DISTINCT FROM $3`,
      [sgId, giho, except],
    )) as unknown[];
    if (rows.length) throw new DomainError('CONFLICT', 'lab.gihoTaken', { giho });
  }

  private async touch(sgId: number): Promise<void> {
    await this.db.query(`UPDATE lab_election SET updt_dt = $2 WHERE sg_id = $1`, [sgId, await this.clock.now()]);
  }
}
