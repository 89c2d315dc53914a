// Fictional demo data of the service lab (lucky map, land bundle, election map), expanded by
// the lab migration with a seeded generator. Names, parties and figures are invented.

/** mulberry32: a small deterministic generator, so every database gets the same demo rows. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const LUCKY_DEMO = {
  categories: ['LOTTO', 'PENSION', 'SCRATCH'] as const,
  shopKinds: { LOTTO: '로또', PENSION: '연금복권', SCRATCH: '즉석복권' } as Record<string, string>,
  shopWords: ['행운', '대박', '황금', '복덩이', '무지개', '네잎클로버', '해피', '별빛'],
  streets: ['중앙로', '시장길', '역전로', '문화로', '희망로', '번영로'],
  // Sido centres (approximate) with the spread of the points in degrees and a few signgu.
  regions: [
    { sido: '서울특별시', lon: 126.985, lat: 37.56, spread: 0.22, count: 60, signgu: ['종로구', '중구', '강남구', '송파구', '마포구', '노원구'] },
    { sido: '부산광역시', lon: 129.06, lat: 35.16, spread: 0.16, count: 30, signgu: ['해운대구', '부산진구', '사하구', '동래구'] },
    { sido: '대구광역시', lon: 128.6, lat: 35.86, spread: 0.14, count: 18, signgu: ['중구', '수성구', '달서구'] },
    { sido: '인천광역시', lon: 126.7, lat: 37.46, spread: 0.14, count: 20, signgu: ['남동구', '부평구', '연수구'] },
    { sido: '광주광역시', lon: 126.85, lat: 35.16, spread: 0.1, count: 12, signgu: ['북구', '서구', '광산구'] },
    { sido: '대전광역시', lon: 127.39, lat: 36.35, spread: 0.1, count: 12, signgu: ['서구', '유성구', '중구'] },
    { sido: '울산광역시', lon: 129.31, lat: 35.54, spread: 0.1, count: 8, signgu: ['남구', '중구'] },
    { sido: '세종특별자치시', lon: 127.29, lat: 36.5, spread: 0.06, count: 5, signgu: ['세종시'] },
    { sido: '경기도', lon: 127.1, lat: 37.35, spread: 0.5, count: 60, signgu: ['수원시', '성남시', '고양시', '용인시', '부천시', '안산시'] },
    { sido: '강원특별자치도', lon: 128.2, lat: 37.75, spread: 0.6, count: 14, signgu: ['춘천시', '원주시', '강릉시'] },
    { sido: '충청북도', lon: 127.6, lat: 36.7, spread: 0.4, count: 12, signgu: ['청주시', '충주시'] },
    { sido: '충청남도', lon: 126.9, lat: 36.6, spread: 0.4, count: 14, signgu: ['천안시', '아산시', '서산시'] },
    { sido: '전북특별자치도', lon: 127.1, lat: 35.8, spread: 0.4, count: 12, signgu: ['전주시', '익산시', '군산시'] },
    { sido: '전라남도', lon: 126.9, lat: 34.9, spread: 0.5, count: 12, signgu: ['목포시', '여수시', '순천시'] },
    { sido: '경상북도', lon: 128.75, lat: 36.3, spread: 0.6, count: 16, signgu: ['포항시', '구미시', '경주시'] },
    { sido: '경상남도', lon: 128.4, lat: 35.25, spread: 0.5, count: 20, signgu: ['창원시', '김해시', '진주시'] },
    { sido: '제주특별자치도', lon: 126.55, lat: 33.4, spread: 0.35, count: 8, signgu: ['제주시', '서귀포시'] },
  ],
};

/** Synthetic parcels of three legal dong in 서울특별시 종로구 (a grid of lots per dong). */
export const LAND_DEMO = {
  signgu: '서울특별시 종로구',
  columns: 8,
  rows: 6,
  cellLon: 0.00032,
  cellLat: 0.00026,
  dongs: [
    { nm: '청운동', ldCode: '1111010100', lon: 126.9668, lat: 37.5868, basePrice: 5_200_000 },
    { nm: '효자동', ldCode: '1111011000', lon: 126.9702, lat: 37.5838, basePrice: 6_100_000 },
    { nm: '창성동', ldCode: '1111011100', lon: 126.9736, lat: 37.5808, basePrice: 7_400_000 },
  ],
  lndcgr: ['대', '대', '대', '전', '답', '도로', '공원', '잡종지'],
  prposArea: ['제1종일반주거지역', '제2종일반주거지역', '제3종일반주거지역', '준주거지역', '일반상업지역', '자연녹지지역'],
};

export interface ElectionDemo {
  sgNm: string;
  voteDe: string;
  turnout: number;
  candidates: { cndddtNm: string; partyNm: string; color: string; strength: number }[];
}

/** Two fictional elections over the 25 districts; parties and candidates are invented. */
export const ELECTION_DEMO: ElectionDemo[] = [
  {
    sgNm: '제9회 서울특별시장 선거 (데모)',
    voteDe: '2026-06-03',
    turnout: 0.58,
    candidates: [
      { cndddtNm: '김하늘', partyNm: '누리당', color: '#1f6fd1', strength: 1.0 },
      { cndddtNm: '이바다', partyNm: '한빛당', color: '#d6336c', strength: 0.95 },
      { cndddtNm: '박숲', partyNm: '초록미래당', color: '#2f9e44', strength: 0.35 },
    ],
  },
  {
    sgNm: '제8회 서울특별시장 선거 (데모)',
    voteDe: '2022-06-01',
    turnout: 0.53,
    candidates: [
      { cndddtNm: '최들판', partyNm: '한빛당', color: '#d6336c', strength: 1.0 },
      { cndddtNm: '정구름', partyNm: '누리당', color: '#1f6fd1', strength: 0.9 },
    ],
  },
];
