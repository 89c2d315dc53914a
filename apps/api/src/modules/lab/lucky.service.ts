import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { containsPattern } from '../../common/db/search-text';
import type { LuckyPlaceDto, LuckyPlaceListDto, LuckyPlaceQueryDto, LuckyRegionDto } from './dto/lucky.dto';
import { LabAccessService } from './lab-access.service';

interface PlaceRow extends Omit<LuckyPlaceDto, 'distanceM'> {
  distanceM: number | null;
}

/** The lucky map (행운지도): lucky places (fictional demo data) by region, category and text, or nearest first. */
@Injectable()
export class LuckyService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: LabAccessService,
  ) {}

  async places(q: LuckyPlaceQueryDto): Promise<LuckyPlaceListDto> {
    await this.access.assertAvailable('LUCKY_MAP', q.insttCode);
    const params: unknown[] = [];
    const where: string[] = ['true'];
    if (q.sidoNm) {
      params.push(q.sidoNm);
      where.push(`p.sido_nm = $${params.length}`);
    }
    if (q.ctgryCode) {
      params.push(q.ctgryCode);
      where.push(`p.ctgry_code = $${params.length}`);
    }
    if (q.searchNm?.trim()) {
      params.push(containsPattern(q.searchNm.trim()));
      where.push(`(p.place_nm ILIKE $${params.length} OR p.addr ILIKE $${params.length})`);
    }
    const near = q.lon !== undefined && q.lat !== undefined;
    let distance = 'NULL::float8';
    let order = 'p.win_cnt DESC, p.first_win_cnt DESC, p.lucky_place_id DESC';
    const listParams = [...params];
    if (near) {
      listParams.push(q.lon, q.lat);
      const point = `ST_SetSRID(ST_MakePoint($${listParams.length - 1}, $${listParams.length}), 4326)`;
      distance = `round(ST_Distance(p.geom::geography, ${point}::geography))::float8`;
      order = `p.geom <-> ${point}, p.lucky_place_id`;
    }
    listParams.push(q.limit);
    const [{ total }] = (await this.db.query(
      `SELECT count(*)::int AS total FROM lab_lucky_place p WHERE ${where.join(' AND ')}`,
      params,
    )) as { total: number }[];
    const rows = (await this.db.query(
      `SELECT p.lucky_place_id AS "luckyPlaceId", p.place_nm AS "placeNm", p.ctgry_code AS "ctgryCode",
              p.sido_nm AS "sidoNm", p.signgu_nm AS "signguNm", p.addr, p.win_cnt AS "winCnt",
              p.first_win_cnt AS "firstWinCnt", ST_X(p.geom) AS lon, ST_Y(p.geom) AS lat, ${distance} AS "distanceM"
       FROM lab_lucky_place p WHERE ${where.join(' AND ')}
       ORDER BY ${order} LIMIT $${listParams.length}`,
      listParams,
    )) as PlaceRow[];
    return { totalCnt: total, content: rows };
  }

  /** Regions with their places and wins, most places first. */
  async regions(): Promise<LuckyRegionDto[]> {
    return (await this.db.query(
      `SELECT sido_nm AS "sidoNm", count(*)::int AS "placeCnt", sum(win_cnt)::int AS "winCnt"
       FROM lab_lucky_place GROUP BY sido_nm ORDER BY count(*) DESC, sido_nm`,
    )) as LuckyRegionDto[];
  }
}
