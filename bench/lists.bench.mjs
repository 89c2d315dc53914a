// Lists at 1M rows (issue 11): the public map gallery, the layer search and "my contents",
// page 1 and page 10,000, through the real API, at concurrency 1 and ctx.concurrency.
import { performance } from 'node:perf_hooks';
import { ensureDataset, ME, VIEWER } from './lib/lists-dataset.mjs';
import { httpGet, interleave, keepAliveAgent } from './lib/load.mjs';

export const name = 'lists';

/** Requests per page at c1 (× min(concurrency, 4) at higher concurrency; p95 over them). */
const REQUESTS = Number(process.env.BENCH_LIST_REQUESTS ?? 60);
const DEEP_PAGE = Number(process.env.BENCH_LIST_DEEP_PAGE ?? 10_000);
/** p95 targets (issue 25): every list at concurrency 1, and at concurrency 8 (2 shared cores). */
const TARGET_MS = { c1: 30, cN: 60 };
const targetOf = (concurrency) => (concurrency === 1 ? TARGET_MS.c1 : TARGET_MS.cN);
const CHUNKS = 4;

/**
 * The lists as the apps ask for them. `cursor`: the list has keyset paging (issue 25), so its
 * deep page is asked for with the previous page's nextCursor, as a client paging forward does;
 * the pageIndex answer of the same page is measured beside it (c1, no target). (apps/web: gallery-api.ts, layer-widgets-api.ts, mypage-contents-api.ts). */
const LISTS = [
  {
    key: 'gallery',
    label: 'gallery list (GET /api/mapgallery, product, recent, 12)',
    pageSize: 12,
    caller: VIEWER,
    url: (page) => `/api/mapgallery?galleryType=product&sort=recent&pageIndex=${page}&pageSize=12`,
    cursor: true,
  },
  {
    key: 'layers',
    label: 'layer search (GET /api/layers, holdDataSeCode 1, 20)',
    pageSize: 20,
    caller: VIEWER,
    url: (page) => `/api/layers?pageIndex=${page}&pageSize=20&holdDataSeCode=1`,
    cursor: true,
  },
  {
    key: 'mine',
    label: 'my contents (GET /api/mypage/contents, 10)',
    pageSize: 10,
    caller: ME,
    url: (page) => `/api/mypage/contents?pageIndex=${page}&pageSize=10&direction=DESC`,
    cursor: true,
  },
];

/** A list row's id (layer, gallery request, content). */
const idOf = (r) => r.lyrId ?? r.mapGaleReqstSn ?? r.contentsId;

/** The caller's user row as a token subject. */
async function userOf(pg, userId) {
  const { rows } = await pg.query(
    `SELECT user_id, user_nm, user_se_code, instt_code FROM users WHERE user_id = $1`,
    [userId],
  );
  const u = rows[0];
  if (!u) throw new Error(`bench user ${userId} is missing`);
  return {
    userId: u.user_id,
    userNm: u.user_nm,
    userSeCode: Number(u.user_se_code),
    insttCode: u.instt_code,
  };
}

export async function run(ctx) {
  const buildSeconds = await ensureDataset(ctx);
  const out = [];
  if (buildSeconds)
    out.push({
      case: 'dataset',
      metric: 'build s',
      value: buildSeconds,
      target: '≤ 180',
      ok: buildSeconds <= 180,
    });
  // The build's checkpoint and autovacuum are not the lists' latency.
  if (buildSeconds) await ctx.settle();
  const agent = keepAliveAgent(ctx.concurrency);
  const tokens = {
    [VIEWER]: ctx.tokenFor(await userOf(ctx.pg, VIEWER)),
    [ME]: ctx.tokenFor(await userOf(ctx.pg, ME)),
  };

  // The API's floor at the same time: a route with no database work (GET /api/health/live).
  for (const concurrency of [1, ctx.concurrency]) {
    const r = await interleave({
      count: REQUESTS * 4,
      concurrency,
      chunks: 1,
      modes: { live: async () => (await httpGet(agent, `${ctx.apiUrl}/api/health/live`)).status === 200 },
    });
    out.push({
      case: `floor: GET /api/health/live c${concurrency}`,
      metric: `p95 ms, round trip (n=${REQUESTS * 4})`,
      value: r.live.p95,
    });
    ctx.log(`floor c${concurrency}: p50 ${r.live.p50.toFixed(1)} p95 ${r.live.p95.toFixed(1)} ms`);
  }

  for (const list of LISTS) {
    const headers = { Authorization: `Bearer ${tokens[list.caller]}` };
    // One checked answer per page (and a warm-up of the API's and PostgreSQL's caches).
    const checked = {};
    let deepUrl = list.url(DEEP_PAGE);
    for (const page of [1, DEEP_PAGE]) {
      const t0 = performance.now();
      const res = await httpGet(agent, `${ctx.apiUrl}${list.url(page)}`, headers);
      const ms = performance.now() - t0;
      if (res.status !== 200)
        throw new Error(`${list.url(page)} answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
      const body = JSON.parse(res.body.toString());
      const data = body.result;
      if (data.content.length !== list.pageSize) {
        throw new Error(
          `${list.url(page)}: ${data.content.length} rows, expected ${list.pageSize} (totalElements ${data.totalElements})`,
        );
      }
      checked[page] = { total: data.totalElements, ms, ids: data.content.map(idOf) };
    }
    if (checked[1].total !== checked[DEEP_PAGE].total)
      throw new Error(`${list.key}: totalElements differ between pages`);
    if (list.cursor) {
      // The cursor of page DEEP_PAGE: page DEEP_PAGE - 1's nextCursor (asked once, untimed); the
      // cursor's page must be the pageIndex page.
      const prev = await httpGet(agent, `${ctx.apiUrl}${list.url(DEEP_PAGE - 1)}`, headers);
      const cursor = JSON.parse(prev.body.toString()).result.nextCursor;
      if (!cursor) throw new Error(`${list.key}: page ${DEEP_PAGE - 1} has no nextCursor`);
      deepUrl = `${list.url(DEEP_PAGE)}&cursor=${encodeURIComponent(cursor)}`;
      const res = await httpGet(agent, `${ctx.apiUrl}${deepUrl}`, headers);
      const ids = JSON.parse(res.body.toString()).result.content.map(idOf);
      if (JSON.stringify(ids) !== JSON.stringify(checked[DEEP_PAGE].ids))
        throw new Error(`${list.key}: the cursor's page ${DEEP_PAGE} differs from the pageIndex page`);
    }
    ctx.log(
      `${list.key}: totalElements ${checked[1].total.toLocaleString()}, first answers ${checked[1].ms.toFixed(0)} / ${checked[DEEP_PAGE].ms.toFixed(0)} ms`,
    );
    out.push({ case: list.label, metric: 'totalElements', value: checked[1].total });

    const job = (url) => async () => {
      const res = await httpGet(agent, `${ctx.apiUrl}${url}`, headers);
      return res.status === 200;
    };
    const deepLabel = list.cursor ? `page ${DEEP_PAGE.toLocaleString('en')} (cursor)` : `page ${DEEP_PAGE.toLocaleString('en')}`;
    // A list answering in seconds gets fewer requests (the module stays within minutes): the
    // sample size is in the metric.
    const slow = Math.max(checked[1].ms, list.cursor ? 0 : checked[DEEP_PAGE].ms) > 1000;
    if (slow) {
      out.push({
        case: `${list.key} c${ctx.concurrency}`,
        metric: 'not measured: answers take seconds at c1',
        target: `< ${targetOf(ctx.concurrency)}`,
        ok: false,
      });
    }
    for (const concurrency of slow ? [1] : [1, ctx.concurrency]) {
      const count = slow ? 2 : REQUESTS * Math.max(1, Math.min(concurrency, 4));
      const modes = { first: job(list.url(1)), deep: job(deepUrl) };
      if (list.cursor && concurrency === 1) modes.indexed = job(list.url(DEEP_PAGE));
      const r = await interleave({ count, concurrency, chunks: slow ? 1 : CHUNKS, modes });
      const target = targetOf(concurrency);
      for (const [mode, label] of [
        ['first', 'page 1'],
        ['deep', deepLabel],
      ]) {
        const st = r[mode];
        out.push({
          case: `${list.key} ${label} c${concurrency}`,
          metric: `p95 ms, round trip (n=${count})`,
          value: st.p95,
          target: `< ${target}`,
          ok: st.p95 < target,
          ...(st.errors ? { error: `${st.errors} failed requests` } : {}),
        });
      }
      if (r.indexed) {
        out.push({
          case: `${list.key} page ${DEEP_PAGE.toLocaleString('en')} (pageIndex) c${concurrency}`,
          metric: `p95 ms, round trip (n=${count})`,
          value: r.indexed.p95,
          ...(r.indexed.errors ? { error: `${r.indexed.errors} failed requests` } : {}),
        });
      }
      ctx.log(
        `${list.key} c${concurrency}: page 1 p50 ${r.first.p50.toFixed(1)} p95 ${r.first.p95.toFixed(1)} ms; ${deepLabel} p50 ${r.deep.p50.toFixed(1)} p95 ${r.deep.p95.toFixed(1)} ms`,
      );
    }
  }
  agent.destroy();
  return out;
}
