/**
 * The Ministry of the Interior's road-name address files (도로명주소 DB, business.juso.go.kr),
 * in their published column layouts: '|'-separated, CP949, no header line. Lines starting with
 * '#' are not in the official files; our committed samples use one to say what they are.
 */

/** 도로명주소 한글 (rnaddrkor_<시도>.txt, TH_SGCO_RNADR_MST): 24 columns, one road-name address each. */
export const ROAD_ADDRESS_COLUMNS = [
  'adrMngNo', // 1 도로명주소관리번호
  'bjdCd', // 2 법정동코드
  'sidoNm', // 3 시도명
  'sggNm', // 4 시군구명
  'emdNm', // 5 읍면동명
  'liNm', // 6 리명
  'mntnYn', // 7 산여부 (0 대지, 1 산)
  'lnbrMnnm', // 8 번지
  'lnbrSlno', // 9 호
  'rnCd', // 10 도로명코드
  'rn', // 11 도로명
  'udrtYn', // 12 지하여부 (0 지상, 1 지하)
  'buldMnnm', // 13 건물본번
  'buldSlno', // 14 건물부번
  'admCd', // 15 행정동코드
  'admNm', // 16 행정동명
  'zip', // 17 기초구역번호(우편번호)
  'prevRoadAddr', // 18 이전도로명주소
  'effectDe', // 19 효력발생일
  'apartmentSe', // 20 공동주택구분
  'mvmnResnCode', // 21 이동사유코드
  'buldNmReg', // 22 건축물대장건물명
  'buldNmSgg', // 23 시군구용건물명
  'remark', // 24 비고
] as const;

/** 위치정보요약DB (entrc_<시도>.txt): 18 columns, one building entrance each, X/Y in EPSG:5179. */
export const ENTRANCE_COLUMNS = [
  'sggCd', // 1 시군구코드
  'entrcSn', // 2 출입구일련번호
  'bjdCd', // 3 법정동코드
  'sidoNm', // 4 시도명
  'sggNm', // 5 시군구명
  'emdNm', // 6 읍면동명
  'rnCd', // 7 도로명코드
  'rn', // 8 도로명
  'udrtYn', // 9 지하여부
  'buldMnnm', // 10 건물본번
  'buldSlno', // 11 건물부번
  'buldNm', // 12 건물명
  'zip', // 13 우편번호
  'buldUse', // 14 건물용도분류
  'buldGroupYn', // 15 건물군여부
  'admNm', // 16 관할행정동
  'x', // 17 X좌표 (EPSG:5179)
  'y', // 18 Y좌표 (EPSG:5179)
] as const;

/** The coordinate system of the entrance file's X/Y (GRS80 UTM-K). */
export const ENTRANCE_SRID = 5179;

/** 이동사유코드 of an abolished address (변동분): the loader deletes it. */
export const MOVE_REASON_ABOLISHED = '63';

export type RoadAddressRecord = Record<(typeof ROAD_ADDRESS_COLUMNS)[number], string>;
export type EntranceRecord = Record<(typeof ENTRANCE_COLUMNS)[number], string>;

export type MoisRecord = { kind: 'address'; row: RoadAddressRecord } | { kind: 'entrance'; row: EntranceRecord };

function record<K extends string>(columns: readonly K[], fields: string[]): Record<K, string> {
  const out = {} as Record<K, string>;
  columns.forEach((c, i) => (out[c] = (fields[i] ?? '').trim()));
  return out;
}

/**
 * One line of either file, told apart by its column count (24 address, 18 entrance, 19 an
 * entrance change file with the move reason last); null for blank and '#' lines. Anything else
 * throws with the line's column count, so a wrong file is never half-loaded.
 */
export function parseMoisLine(line: string): MoisRecord | null {
  if (!line.trim() || line.startsWith('#')) return null;
  const fields = line.split('|');
  if (fields.length === ROAD_ADDRESS_COLUMNS.length) return { kind: 'address', row: record(ROAD_ADDRESS_COLUMNS, fields) };
  if (fields.length === ENTRANCE_COLUMNS.length || fields.length === ENTRANCE_COLUMNS.length + 1) {
    return { kind: 'entrance', row: record(ENTRANCE_COLUMNS, fields) };
  }
  throw new Error(`not a road-name address DB line: ${fields.length} columns (24 for 도로명주소 한글, 18 for 위치정보요약DB)`);
}

/** The key joining an entrance to its address: road code, underground flag, building numbers. */
export const buildingKey = (r: { rnCd: string; udrtYn: string; buldMnnm: string; buldSlno: string }): string =>
  `${r.rnCd}|${r.udrtYn === '1' ? 1 : 0}|${Number(r.buldMnnm)}|${Number(r.buldSlno || 0)}`;
