import type { components } from '@nuri/api-client';
import { commonCodesAnswer, envelope, fakeFetch, isCommonCodesRequest } from '@nuri/shell/testing';

type Layer = components['schemas']['LayerDetailDto'];

/** A layer as GET /api/layers and GET /api/layers/{lyrId} answer it. */
export function layer(lyrId: string, lyrNm: string, overrides: Partial<Layer> = {}): Layer {
  return {
    dataVersion: 1,
    featureCnt: 25,
    geomType: 'MultiPolygon',
    holdDataSeCode: '1',
    insttCode: 'kwater',
    lyrDc: null,
    lyrId,
    lyrNm,
    lyrStleCode: null,
    lyrTySeCode: '3',
    mapUrl: null,
    mapUrlParamtr: null,
    publishAt: 'N',
    publishDt: null,
    registDt: '2026-03-01T10:00:00+09:00',
    registerId: 'kim',
    registerNm: '김구성',
    srid: 5186,
    status: 'READY',
    thumbnailUrl: null,
    updtDt: '2026-03-01T10:00:00+09:00',
    uploadTy: 'shp',
    mayEdit: true,
    sldAt: 'N',
    importError: null,
    importReport: null,
    rasterBands: null,
    ...overrides,
  };
}

/** An answer: a result (200), a Response, or a function of the request giving either. */
type Answer = unknown | ((request: Request, url: URL) => unknown);

/**
 * The API as the widgets use it, answering by 'METHOD /path' (each answer may be a list,
 * served in turn, the last one repeated); anything else is a 404. Records what was sent.
 */
export function fakeLayerApi(routes: Record<string, Answer | Answer[]>) {
  const served = new Map<string, number>();
  const fetch = fakeFetch(async (request) => {
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    const route = routes[key];
    // The seeded common codes unless a test answers them itself.
    if (route === undefined && isCommonCodesRequest(url)) return commonCodesAnswer(url);
    if (route === undefined) return envelope(404, '요청한 주소를 찾을 수 없습니다.');
    const answers = Array.isArray(route) ? route : [route];
    const turn = served.get(key) ?? 0;
    served.set(key, turn + 1);
    let answer = answers[Math.min(turn, answers.length - 1)];
    if (typeof answer === 'function')
      answer = await (answer as (r: Request, u: URL) => unknown)(request, url);
    if (answer instanceof Response) return answer;
    return envelope(200, answer);
  });
  /** The requests sent to 'METHOD /path'. */
  const sent = (method: string, path: string) =>
    fetch.requests.filter((r) => r.method === method && new URL(r.url).pathname === path);
  return { fetch, sent };
}

/** A paged answer of GET /api/layers. */
export function paged<T>(content: T[], totalElements = content.length, pageIndex = 1, pageSize = 20) {
  return { content, totalElements, pageIndex, pageSize, last: pageIndex * pageSize >= totalElements };
}
