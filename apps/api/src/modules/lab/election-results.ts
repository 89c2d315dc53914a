import { turnoutRate } from '@nuri/domain';
import type { CandidateDto, CandidateTotalDto, DistrictResultDto } from './dto/election.dto';

export interface DistrictRow {
  signguCode: string;
  signguNm: string;
  electorCnt: number;
  voteCnt: number;
}

export interface VoteRow {
  signguCode: string;
  cndddtId: number;
  voteCnt: number;
}

const rate = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/**
 * Per-district winners, vote shares and turnout, and the candidates' totals. A district's
 * winner is the candidate with strictly the most votes (none on a tie or without votes); shares
 * are of the valid votes (the candidates' sum).
 */
export function summarizeResults(
  candidates: CandidateDto[],
  districts: DistrictRow[],
  votes: VoteRow[],
): { candidates: CandidateTotalDto[]; districts: DistrictResultDto[]; electorCnt: number; voteCnt: number } {
  const byDistrict = new Map<string, Map<number, number>>();
  for (const v of votes) {
    const m = byDistrict.get(v.signguCode) ?? new Map<number, number>();
    m.set(v.cndddtId, v.voteCnt);
    byDistrict.set(v.signguCode, m);
  }
  const totals = new Map<number, number>(candidates.map((c) => [c.cndddtId, 0]));
  const won = new Map<number, number>(candidates.map((c) => [c.cndddtId, 0]));
  const districtResults = districts.map((d): DistrictResultDto => {
    const counts = byDistrict.get(d.signguCode) ?? new Map<number, number>();
    const valid = candidates.reduce((s, c) => s + (counts.get(c.cndddtId) ?? 0), 0);
    let winner: number | null = null;
    let best = 0;
    let tie = false;
    for (const c of candidates) {
      const n = counts.get(c.cndddtId) ?? 0;
      totals.set(c.cndddtId, (totals.get(c.cndddtId) ?? 0) + n);
      if (n > best) {
        best = n;
        winner = c.cndddtId;
        tie = false;
      } else if (n === best && n > 0) tie = true;
    }
    if (tie) winner = null;
    if (winner !== null) won.set(winner, (won.get(winner) ?? 0) + 1);
    return {
      signguCode: d.signguCode,
      signguNm: d.signguNm,
      electorCnt: d.electorCnt,
      voteCnt: d.voteCnt,
      turnoutRate: turnoutRate(d.voteCnt, d.electorCnt),
      winnerCndddtId: winner,
      votes: candidates
        .map((c) => ({ cndddtId: c.cndddtId, voteCnt: counts.get(c.cndddtId) ?? 0, voteRate: rate(counts.get(c.cndddtId) ?? 0, valid) }))
        .sort((a, b) => b.voteCnt - a.voteCnt),
    };
  });
  const validTotal = [...totals.values()].reduce((s, n) => s + n, 0);
  return {
    candidates: candidates.map((c) => ({
      ...c,
      voteCnt: totals.get(c.cndddtId) ?? 0,
      voteRate: rate(totals.get(c.cndddtId) ?? 0, validTotal),
      wonCnt: won.get(c.cndddtId) ?? 0,
    })),
    districts: districtResults,
    electorCnt: districts.reduce((s, d) => s + d.electorCnt, 0),
    voteCnt: districts.reduce((s, d) => s + d.voteCnt, 0),
  };
}
