import { type Menu, isAddOnMarked, type MenuContext } from '../menus';
import { summarizeResults } from './election-results';
import { bundleCsv, csvField } from './land-export';

const ctx = (addons: string[]): MenuContext => ({
  systemType: 'institution-user',
  insttCode: 'seoul',
  providerInsttCode: 'nuri',
  serviceEnv: 'biz',
  access: new Map(),
  addons: new Set(addons),
});
const item = (menuId: string | null, addOnAt = true) => ({ menuId, addOnAt }) as Menu;

describe('service lab rules', () => {
  it('marks an add-on menu item unless the institution holds its add-on', () => {
    expect(isAddOnMarked(item('SVC_LUCKY_MAP'), ctx([]))).toBe(true);
    expect(isAddOnMarked(item('SVC_LUCKY_MAP'), ctx(['LUCKY_MAP']))).toBe(false);
    expect(isAddOnMarked(item('SVC_LAND_BUNDLE'), ctx(['LUCKY_MAP']))).toBe(true);
    expect(isAddOnMarked(item('GALLERY', false), ctx([]))).toBe(false);
  });

  it('finds each district winner, none on a tie, with shares of the valid votes', () => {
    const candidates = [
      { cndddtId: 1, giho: 1, cndddtNm: '가', partyNm: '갑당', color: '#ff0000' },
      { cndddtId: 2, giho: 2, cndddtNm: '나', partyNm: '을당', color: '#0000ff' },
    ];
    const districts = [
      { signguCode: '11110', signguNm: '종로구', electorCnt: 100, voteCnt: 60 },
      { signguCode: '11140', signguNm: '중구', electorCnt: 50, voteCnt: 20 },
      { signguCode: '11170', signguNm: '용산구', electorCnt: 10, voteCnt: 0 },
    ];
    const votes = [
      { signguCode: '11110', cndddtId: 1, voteCnt: 20 },
      { signguCode: '11110', cndddtId: 2, voteCnt: 40 },
      { signguCode: '11140', cndddtId: 1, voteCnt: 10 },
      { signguCode: '11140', cndddtId: 2, voteCnt: 10 },
    ];
    const r = summarizeResults(candidates, districts, votes);
    expect(r.districts.map((d) => d.winnerCndddtId)).toEqual([2, null, null]);
    expect(r.districts[0]).toMatchObject({ turnoutRate: 60, votes: [{ cndddtId: 2, voteRate: 66.7 }, { cndddtId: 1, voteRate: 33.3 }] });
    expect(r.candidates.map((c) => [c.voteCnt, c.wonCnt])).toEqual([
      [30, 0],
      [50, 1],
    ]);
    expect(r).toMatchObject({ electorCnt: 160, voteCnt: 80 });
  });

  it('writes CSV fields safely', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField(-5)).toBe('-5');
    const csv = bundleCsv({
      bundleId: 1,
      bundleNm: 'b',
      insttCode: 'x',
      registerId: 'u',
      registDt: '',
      updtDt: '',
      parcelCnt: 1,
      totalAr: 12.5,
      parcels: [
        { pnu: '1', jibunAddr: '서울 1', ldNm: '동', lndcgrNm: '대', prposAreaNm: '주거', pblntfPclnd: 10, lndpclAr: 12.5, geometry: {} },
      ],
    });
    expect(csv.split('\r\n')).toEqual(['pnu,jibunAddr,ldNm,lndcgrNm,prposAreaNm,pblntfPclnd,lndpclAr', '1,서울 1,동,대,주거,10,12.5', ',total,,,,,12.5', '']);
  });
});
