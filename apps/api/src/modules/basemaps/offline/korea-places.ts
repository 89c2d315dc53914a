/** Place labels of the offline base map (EPSG:3857 points, name in Korean and English). */
export const PLACES_TABLE = 'basemap.places';

/** What a place is: the style sizes its label by it. */
export type PlaceKind = 'capital' | 'city' | 'district' | 'sea';

/** [Korean name, English name, kind, longitude, latitude, first zoom, last zoom] */
type Place = [string, string, PlaceKind, number, number, number, number];

// Korean names and approximate centres (WGS 84) of the metropolitan cities, provincial seats and
// larger cities, of Seoul's 25 districts (near each district office), and of the seas around
// the peninsula. Seoul's own label gives way to its districts from zoom 10.
const CITIES: Place[] = [
  ['서울', 'Seoul', 'capital', 126.978, 37.5665, 5, 9],
  ['평양', 'Pyongyang', 'capital', 125.7625, 39.0392, 5, 99],
  ['부산', 'Busan', 'city', 129.0756, 35.1796, 5, 99],
  ['인천', 'Incheon', 'city', 126.7052, 37.4563, 5, 99],
  ['대구', 'Daegu', 'city', 128.6014, 35.8714, 5, 99],
  ['대전', 'Daejeon', 'city', 127.3845, 36.3504, 5, 99],
  ['광주', 'Gwangju', 'city', 126.8526, 35.1595, 5, 99],
  ['울산', 'Ulsan', 'city', 129.3114, 35.5384, 6, 99],
  ['세종', 'Sejong', 'city', 127.289, 36.48, 7, 99],
  ['제주', 'Jeju', 'city', 126.5312, 33.4996, 6, 99],
  ['수원', 'Suwon', 'city', 127.0286, 37.2636, 7, 99],
  ['성남', 'Seongnam', 'city', 127.1378, 37.42, 8, 99],
  ['고양', 'Goyang', 'city', 126.832, 37.6584, 8, 99],
  ['용인', 'Yongin', 'city', 127.1776, 37.2411, 8, 99],
  ['부천', 'Bucheon', 'city', 126.766, 37.5034, 8, 99],
  ['안양', 'Anyang', 'city', 126.9568, 37.3943, 9, 99],
  ['의정부', 'Uijeongbu', 'city', 127.0338, 37.7381, 8, 99],
  ['남양주', 'Namyangju', 'city', 127.2165, 37.636, 9, 99],
  ['하남', 'Hanam', 'city', 127.2149, 37.5393, 9, 99],
  ['광명', 'Gwangmyeong', 'city', 126.8644, 37.4786, 9, 99],
  ['김포', 'Gimpo', 'city', 126.7156, 37.6153, 9, 99],
  ['파주', 'Paju', 'city', 126.78, 37.76, 8, 99],
  ['춘천', 'Chuncheon', 'city', 127.7298, 37.8813, 7, 99],
  ['강릉', 'Gangneung', 'city', 128.8761, 37.7519, 7, 99],
  ['원주', 'Wonju', 'city', 127.9202, 37.3422, 7, 99],
  ['청주', 'Cheongju', 'city', 127.489, 36.6424, 7, 99],
  ['천안', 'Cheonan', 'city', 127.1139, 36.8151, 7, 99],
  ['전주', 'Jeonju', 'city', 127.148, 35.8242, 7, 99],
  ['목포', 'Mokpo', 'city', 126.3922, 34.8118, 7, 99],
  ['여수', 'Yeosu', 'city', 127.6622, 34.7604, 7, 99],
  ['포항', 'Pohang', 'city', 129.3435, 36.019, 7, 99],
  ['경주', 'Gyeongju', 'city', 129.2247, 35.8562, 8, 99],
  ['안동', 'Andong', 'city', 128.7294, 36.5684, 7, 99],
  ['창원', 'Changwon', 'city', 128.6811, 35.2281, 7, 99],
  ['진주', 'Jinju', 'city', 128.1076, 35.18, 8, 99],
  ['서귀포', 'Seogwipo', 'city', 126.56, 33.2541, 8, 99],
  ['개성', 'Kaesong', 'city', 126.5547, 37.9707, 7, 99],
];

const SEOUL_DISTRICTS: Place[] = (
  [
    ['종로구', 'Jongno-gu', 126.979, 37.594],
    ['중구', 'Jung-gu', 126.997, 37.564],
    ['용산구', 'Yongsan-gu', 126.979, 37.5326],
    ['성동구', 'Seongdong-gu', 127.041, 37.5509],
    ['광진구', 'Gwangjin-gu', 127.0857, 37.5467],
    ['동대문구', 'Dongdaemun-gu', 127.0548, 37.5838],
    ['중랑구', 'Jungnang-gu', 127.0928, 37.5977],
    ['성북구', 'Seongbuk-gu', 127.0177, 37.6057],
    ['강북구', 'Gangbuk-gu', 127.0113, 37.6431],
    ['도봉구', 'Dobong-gu', 127.0324, 37.6688],
    ['노원구', 'Nowon-gu', 127.075, 37.6522],
    ['은평구', 'Eunpyeong-gu', 126.927, 37.619],
    ['서대문구', 'Seodaemun-gu', 126.9368, 37.5778],
    ['마포구', 'Mapo-gu', 126.9087, 37.5593],
    ['양천구', 'Yangcheon-gu', 126.8555, 37.5247],
    ['강서구', 'Gangseo-gu', 126.824, 37.5612],
    ['구로구', 'Guro-gu', 126.8566, 37.4945],
    ['금천구', 'Geumcheon-gu', 126.9003, 37.4605],
    ['영등포구', 'Yeongdeungpo-gu', 126.9105, 37.5223],
    ['동작구', 'Dongjak-gu', 126.9516, 37.4989],
    ['관악구', 'Gwanak-gu', 126.945, 37.4673],
    ['서초구', 'Seocho-gu', 127.0313, 37.4735],
    ['강남구', 'Gangnam-gu', 127.0628, 37.4966],
    ['송파구', 'Songpa-gu', 127.1157, 37.5048],
    ['강동구', 'Gangdong-gu', 127.147, 37.5502],
  ] as Array<[string, string, number, number]>
).map(([ko, en, lon, lat]): Place => [ko, en, 'district', lon, lat, 10, 99]);

const SEAS: Place[] = [
  ['동해', 'East Sea', 'sea', 130.6, 38.2, 5, 9],
  ['서해', 'Yellow Sea', 'sea', 124.6, 36.2, 5, 9],
  ['남해', 'South Sea', 'sea', 127.8, 34.1, 6, 9],
];

export const KOREA_PLACES: readonly Place[] = [...CITIES, ...SEOUL_DISTRICTS, ...SEAS];

interface Query {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/** Fills basemap.places when it is empty (idempotent); returns the rows added. */
export async function importKoreaPlaces(q: Query): Promise<number> {
  const present = (await q.query(`SELECT count(*)::int AS n FROM ${PLACES_TABLE}`)) as Array<{ n: number }>;
  if (present[0].n > 0) return 0;
  const rows = (await q.query(
    `INSERT INTO ${PLACES_TABLE} (name, name_en, kind, min_zoom, max_zoom, geom)
     SELECT e->>0, e->>1, e->>2, (e->>5)::int, (e->>6)::int,
            ST_Transform(ST_SetSRID(ST_MakePoint((e->>3)::float8, (e->>4)::float8), 4326), 3857)
       FROM jsonb_array_elements($1::jsonb) e
     RETURNING 1`,
    [JSON.stringify(KOREA_PLACES)],
  )) as unknown[];
  return rows.length;
}
