/**
 * Korean address normalisation (pure): the written forms people type — province abbreviations
 * (서울, 서울시, 서울특별시), glued or extra spaces, 번지 and 산, building sub-numbers, trailing
 * detail such as floors, rooms and building names in brackets — reduced to one parsed form the
 * gazetteer and the external geocoders are asked with.
 */

/** Every province (sido) by its official name, with the short forms people write. */
export const PROVINCES: readonly { name: string; aliases: readonly string[] }[] = [
  { name: '서울특별시', aliases: ['서울', '서울시', '서울특별시'] },
  { name: '부산광역시', aliases: ['부산', '부산시', '부산광역시'] },
  { name: '대구광역시', aliases: ['대구', '대구시', '대구광역시'] },
  { name: '인천광역시', aliases: ['인천', '인천시', '인천광역시'] },
  { name: '광주광역시', aliases: ['광주광역시', '광주시'] },
  { name: '대전광역시', aliases: ['대전', '대전시', '대전광역시'] },
  { name: '울산광역시', aliases: ['울산', '울산시', '울산광역시'] },
  { name: '세종특별자치시', aliases: ['세종', '세종시', '세종특별자치시'] },
  { name: '경기도', aliases: ['경기', '경기도'] },
  { name: '강원특별자치도', aliases: ['강원', '강원도', '강원특별자치도'] },
  { name: '충청북도', aliases: ['충북', '충청북도'] },
  { name: '충청남도', aliases: ['충남', '충청남도'] },
  { name: '전북특별자치도', aliases: ['전북', '전라북도', '전북특별자치도'] },
  { name: '전라남도', aliases: ['전남', '전라남도'] },
  { name: '경상북도', aliases: ['경북', '경상북도'] },
  { name: '경상남도', aliases: ['경남', '경상남도'] },
  { name: '제주특별자치도', aliases: ['제주', '제주도', '제주특별자치도'] },
];

const ALIAS_TO_PROVINCE = new Map<string, string>(
  PROVINCES.flatMap((p) => p.aliases.map((a) => [a, p.name] as [string, string])),
);
/** Longest alias first, so 서울특별시 is not read as 서울 + 특별시. */
const ALIASES_LONGEST_FIRST = [...ALIAS_TO_PROVINCE.keys()].sort((a, b) => b.length - a.length);

export type AddressKind = 'road' | 'jibun' | 'text';

export interface ParsedAddress {
  /** The input after clean-up (one space between words, province written in full). */
  normalized: string;
  /** Without any space: what the gazetteer's search keys are compared with. */
  compact: string;
  kind: AddressKind;
  sido: string | null;
  /** Words between the province and the road / dong (시군구, 읍면, 동 written before the road). */
  region: string[];
  /** Road name (도로명, ends in 로 or 길), for road addresses. */
  road: string | null;
  underground: boolean;
  /** Building main and sub number (road), or lot main and sub number (jibun). */
  main: number | null;
  sub: number;
  /** 동/리/가 of a jibun address. */
  dong: string | null;
  san: boolean;
  /** Dropped trailing detail (floors, rooms, building names), kept to show the user. */
  detail: string | null;
}

/** Unicode clean-up: full-width digits and punctuation, odd dashes, brackets, repeated spaces. */
function clean(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[‐‑‒–—―−~～]/g, '-')
    .replace(/[\u3000\t\r\n]/g, ' ')
    .replace(/\s*-\s*/g, '-')
    .replace(/\s*,\s*/g, ', ')
    .replace(/\s+/g, ' ')
    // "세종대로 23길" → "세종대로23길" (the numbered side road is one name)
    .replace(/([가-힣](?:로|길)) (\d{1,4}(?:번)?길)(?=[\s\d]|$)/g, '$1$2')
    .trim();
}

/** Splits a leading province (written in any of its forms, glued to the next word or not). */
function takeProvince(text: string): { sido: string | null; rest: string } {
  for (const alias of ALIASES_LONGEST_FIRST) {
    if (!text.startsWith(alias)) continue;
    const rest = text.slice(alias.length);
    // "서울특별시청" is a name, not 서울 + 특별시청.
    if (/^(특별|광역|시청|도청|역)/.test(rest)) continue;
    // "서울 종로구", "서울종로구", "서울특별시종로구"; but not "서울숲길" (a road named after the word).
    if (rest === '' || rest.startsWith(' ') || /^[가-힣]+[시군구]( |$|[가-힣])/.test(rest)) {
      return { sido: ALIAS_TO_PROVINCE.get(alias) as string, rest: rest.trim() };
    }
  }
  return { sido: null, rest: text };
}

const ROAD = /^(.*?)([가-힣][가-힣A-Za-z0-9.·]*?(?:로|길))\s*(지하\s*)?(\d{1,5})(?:-(\d{1,5}))?(?:번)?(?=$|[\s,(])(.*)$/;
const JIBUN = /^(.*?)([가-힣0-9.·]*?[가-힣0-9](?:동|리|가|로))\s*(산\s*)?(\d{1,5})(?:\s*번지)?(?:-(\d{1,5})|\s+(\d{1,5})\s*호)?(?:\s*번지)?(?=$|[\s,(])(.*)$/;

/** Splits region words glued to what follows: "종로구세종대로" → "종로구 세종대로". */
function unglue(text: string): string {
  return text
    .split(' ')
    .map((word) => {
      let out = '';
      let rest = word;
      for (;;) {
        const m = /^([가-힣]{1,5}?(?:시|군|구))(?=[가-힣]{2,})/.exec(rest);
        if (!m) break;
        out += `${m[1]} `;
        rest = rest.slice(m[1].length);
      }
      return out + rest;
    })
    .join(' ');
}

const words = (text: string): string[] => text.split(' ').filter(Boolean);

function detailOf(rest: string): string | null {
  const d = rest.replace(/^[\s,]+/, '').trim();
  return d ? d : null;
}

function roadReading(sido: string | null, rest: string): ParsedAddress | null {
  const road = ROAD.exec(rest);
  if (!road) return null;
  const region = words(road[1]);
  const main = Number(road[4]);
  const sub = road[5] ? Number(road[5]) : 0;
  const underground = Boolean(road[3]);
  const normalized = [sido, ...region, `${road[2]} ${underground ? '지하 ' : ''}${main}${sub ? `-${sub}` : ''}`]
    .filter(Boolean)
    .join(' ');
  return {
    kind: 'road',
    normalized,
    compact: compactKey(normalized),
    sido,
    region,
    road: road[2],
    underground,
    main,
    sub,
    dong: null,
    san: false,
    detail: detailOf(road[6]),
  };
}

function jibunReading(sido: string | null, rest: string): ParsedAddress | null {
  const jibun = JIBUN.exec(rest.replace(/(\d+)\s*번지\s*(\d+)\s*호/, '$1-$2'));
  if (!jibun) return null;
  const region = words(jibun[1]);
  const main = Number(jibun[4]);
  const sub = jibun[5] ? Number(jibun[5]) : jibun[6] ? Number(jibun[6]) : 0;
  const san = Boolean(jibun[3]);
  const normalized = [sido, ...region, jibun[2], `${san ? '산' : ''}${main}${sub ? `-${sub}` : ''}`]
    .filter(Boolean)
    .join(' ');
  return {
    kind: 'jibun',
    normalized,
    compact: compactKey(normalized),
    sido,
    region,
    road: null,
    underground: false,
    dong: jibun[2],
    san,
    main,
    sub,
    detail: detailOf(jibun[7]),
  };
}

/**
 * Every reading of one written address, the likeliest first: "세종로 1-68" may be a road
 * (…로 1-68) or a lot number in the dong 세종로; 번지 or 산 make it a lot number. Text without a
 * number is one reading of kind 'text' (a place or building name).
 */
export function parseReadings(raw: string): ParsedAddress[] {
  const cleaned = clean(raw);
  const { sido, rest: afterProvince } = takeProvince(cleaned);
  const rest = unglue(afterProvince);
  const lotFirst = /번지|(^|\s|[가-힣])산\s*\d/.test(rest);
  const readings = (lotFirst
    ? [jibunReading(sido, rest), roadReading(sido, rest)]
    : [roadReading(sido, rest), jibunReading(sido, rest)]
  ).filter((r): r is ParsedAddress => r !== null);
  if (readings.length) return readings;
  const normalized = [sido, rest].filter(Boolean).join(' ');
  const text = (n: string, s: string | null, region: string[]): ParsedAddress => ({
    kind: 'text',
    normalized: n,
    compact: compactKey(n),
    sido: s,
    region,
    road: null,
    underground: false,
    main: null,
    sub: 0,
    dong: null,
    san: false,
    detail: null,
  });
  // A name that starts like a province (서울숲, 경기장) is also searched as written.
  return sido && cleaned !== normalized ? [text(normalized, sido, words(rest)), text(cleaned, null, words(cleaned))] : [text(normalized, sido, words(rest))];
}

/** The likeliest reading of one written address. */
export function parseAddress(raw: string): ParsedAddress {
  return parseReadings(raw)[0];
}

/** The road-name address as the gazetteer writes it: 서울특별시 종로구 세종대로 209. */
export function roadAddressText(a: {
  sido: string;
  sigungu: string;
  road: string;
  underground: boolean;
  main: number;
  sub: number;
}): string {
  return `${a.sido} ${a.sigungu} ${a.road} ${a.underground ? '지하 ' : ''}${a.main}${a.sub ? `-${a.sub}` : ''}`.replace(/\s+/g, ' ').trim();
}

/** The lot-number address: 서울특별시 종로구 세종로 1-68 (산 before the number). */
export function jibunAddressText(a: {
  sido: string;
  sigungu: string;
  dong: string;
  ri: string | null;
  san: boolean;
  main: number;
  sub: number;
}): string {
  return `${a.sido} ${a.sigungu} ${a.dong} ${a.ri ?? ''} ${a.san ? '산' : ''}${a.main}${a.sub ? `-${a.sub}` : ''}`.replace(/\s+/g, ' ').trim();
}

/** The compact search key: no spaces, so spacing never matters. */
export const compactKey = (text: string): string => text.replace(/\s+/g, '');
