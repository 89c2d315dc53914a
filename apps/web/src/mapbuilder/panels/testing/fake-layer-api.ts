import { classBreaks, type ClassifyMethod } from '@nuri/domain';
import { envelope, fakeFetch } from '@nuri/shell/testing';
import type { ColumnStats, ColumnValue, Feature, LayerColumn } from '../panels-api';

// A fake of the layer data routes the panels call, over one small point layer 'L1'.

const column = (name: string, kind: LayerColumn['kind'], more: Partial<LayerColumn> = {}): LayerColumn => ({
  name,
  kind,
  type: kind === 'numeric' ? 'integer' : kind === 'geometry' ? 'geometry(Point,5186)' : 'text',
  nullable: true,
  isKey: false,
  isGeometry: kind === 'geometry',
  geometryType: kind === 'geometry' ? 'Point' : null,
  srid: kind === 'geometry' ? 5186 : null,
  ...more,
});

export const LAYER_COLUMNS: LayerColumn[] = [
  column('gid', 'numeric', { isKey: true, nullable: false }),
  column('geom', 'geometry'),
  column('name', 'text'),
  column('시설 구분', 'text'),
  column('pop', 'numeric'),
];

const FEATURES: Feature[] = [
  { type: 'Feature', id: 1, properties: { name: '종로구', '시설 구분': '공원', pop: 150 }, geometry: null },
  { type: 'Feature', id: 2, properties: { name: '중구', '시설 구분': '도서관', pop: 120 }, geometry: null },
  { type: 'Feature', id: 3, properties: { name: '용산구', '시설 구분': null, pop: 230 }, geometry: null },
];

export const FILTER_ERROR = "속성 조건의 1번째 글자: 'nmae' 컬럼이 레이어에 없습니다.";

export interface FakeLayerState {
  columns: LayerColumn[] | 'failing';
  values: Record<string, ColumnValue[] | 'failing'>;
  stats: Record<string, ColumnStats>;
  /** Numeric values by column, for the classes route (breaks by the domain's methods, like the server). */
  numbers: Record<string, number[]>;
}

export function fakeLayerApi(state: Partial<FakeLayerState> = {}) {
  const s: FakeLayerState = {
    columns: LAYER_COLUMNS,
    values: {
      '시설 구분': [
        { value: '공원', count: 3 },
        { value: '도서관', count: 1 },
        { value: '학교', count: 2 },
        { value: null, count: 1 },
      ],
    },
    stats: { pop: { column: 'pop', kind: 'numeric', count: 3, nullCount: 0, distinctCount: 3, min: 0, max: 100 } },
    numbers: { pop: [0, 10, 12, 40, 45, 90, 100] },
    ...state,
  };
  /** Bodies of the attribute queries, in order. */
  const attributeBodies: Array<Record<string, unknown>> = [];
  const fetch = fakeFetch(async (request) => {
    const url = new URL(request.url);
    const path = decodeURIComponent(url.pathname);
    if (request.method === 'GET' && path === '/api/layers/L1/columns') {
      return s.columns === 'failing' ? envelope(500, null, '서버 오류') : envelope(200, s.columns);
    }
    const values = /^\/api\/layers\/L1\/columns\/(.+)\/values$/.exec(path);
    if (request.method === 'GET' && values) {
      const stored = s.values[values[1]] ?? [];
      if (stored === 'failing') return envelope(500, null, '서버 오류');
      const list = url.searchParams.get('orderBy') === 'count' ? [...stored].sort((a, b) => b.count - a.count) : stored;
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
      return envelope(200, { content: list.slice(0, pageSize), totalElements: list.length, pageIndex: 1, pageSize, last: list.length <= pageSize });
    }
    const stats = /^\/api\/layers\/L1\/columns\/(.+)\/stats$/.exec(path);
    if (request.method === 'GET' && stats) return envelope(200, s.stats[stats[1]]);
    const classes = /^\/api\/layers\/L1\/columns\/(.+)\/classes$/.exec(path);
    if (request.method === 'GET' && classes) {
      const sorted = [...(s.numbers[classes[1]] ?? [])].sort((a, b) => a - b);
      if (sorted.length === 0) return envelope(422, null, '값이 없습니다.');
      const min = sorted[0];
      const max = sorted[sorted.length - 1];
      const mean = sorted.reduce((a, v) => a + v, 0) / sorted.length;
      const stddev = Math.sqrt(sorted.reduce((a, v) => a + (v - mean) ** 2, 0) / sorted.length);
      const summary = { count: sorted.length, min, max, mean, stddev };
      const method = (url.searchParams.get('method') ?? 'equalInterval') as ClassifyMethod;
      const breaks = classBreaks(method, sorted, summary, Number(url.searchParams.get('classCount') ?? 5));
      const histogram = [0, 1, 2, 3].map((i) => ({
        min: min + ((max - min) * i) / 4,
        max: min + ((max - min) * (i + 1)) / 4,
        count: sorted.filter((v) => v >= min + ((max - min) * i) / 4 && (i === 3 || v < min + ((max - min) * (i + 1)) / 4)).length,
      }));
      return envelope(200, { column: classes[1], method, breaks, ...summary, sampled: false, histogram });
    }
    if (request.method === 'POST' && path === '/api/layers/L1/attributes') {
      const body = (await request.json()) as { attributeFilter?: string; pageIndex: number; pageSize: number; sortColumnName?: string; sortBy: string; excludeGeometry: boolean };
      attributeBodies.push(body);
      if (body.attributeFilter?.includes('nmae')) {
        return envelope(400, [{ field: 'attributeFilter', message: FILTER_ERROR }], FILTER_ERROR);
      }
      let rows = [...FEATURES];
      if (body.attributeFilter === "name = '중구'") rows = rows.filter((f) => f.properties.name === '중구');
      if (body.sortColumnName) {
        const key = body.sortColumnName;
        rows.sort((a, b) => String(a.properties[key]).localeCompare(String(b.properties[key]), 'ko', { numeric: true }));
      }
      if (body.sortBy === 'DESC') rows.reverse();
      const start = (body.pageIndex - 1) * body.pageSize;
      return envelope(200, {
        content: rows.slice(start, start + body.pageSize),
        totalElements: rows.length,
        pageIndex: body.pageIndex,
        pageSize: body.pageSize,
        last: start + body.pageSize >= rows.length,
      });
    }
    return envelope(404, null, '없음');
  });
  return Object.assign(fetch, { state: s, attributeBodies });
}

/** The requests seen, as 'METHOD path?query' with the path decoded. */
export function requestsOf(fetch: { requests: Request[] }): string[] {
  return fetch.requests.map((r) => {
    const url = new URL(r.url);
    return `${r.method} ${decodeURIComponent(url.pathname)}${url.search}`;
  });
}
