import type { MapController } from '@nuri/map';
import type { AppApiClient } from '@nuri/shell';
import { dataExtent, fitToData, unionExtent } from './zoom';

const SEOUL = [126.8, 37.4, 127.2, 37.7];
const BUSAN = [128.9, 35.0, 129.2, 35.3];

/** The calls fitToData makes: GET …/extent through the client (a refusal rejects), and the controller. */
function fakes(boxes: Record<string, number[] | null | 'refused'>, size: number[] | null = [800, 600]) {
  const asked: { lyrId: string; route: string; query: unknown; quiet: boolean }[] = [];
  const api = {
    GET: (route: string, init: { params: { path: { lyrId: string }; query: unknown }; headers?: Record<string, string> }) => {
      const lyrId = init.params.path.lyrId;
      asked.push({ lyrId, route, query: init.params.query, quiet: Object.keys(init.headers ?? {}).length > 0 });
      const box = boxes[lyrId];
      return box === 'refused' ? Promise.reject(new Error('403')) : Promise.resolve({ bbox: box ?? null });
    },
    unwrap: <T>(p: Promise<T>) => p,
  } as unknown as AppApiClient;
  const fits: number[][] = [];
  const later: (() => void)[] = [];
  const controller = {
    map: { getSize: () => size ?? undefined, once: (_type: string, f: () => void) => later.push(f) },
    fitLonLatExtent: (e: number[]) => fits.push([...e]),
  } as unknown as MapController;
  return { api, controller, asked, fits, later };
}

const layer = (lyrId: string, lyrTySeCode = '3', uploadTy = 'shp') => ({ lyrId, lyrTySeCode, uploadTy });

describe('opening a map on its data', () => {
  it('joins boxes, leaving out unknown ones', () => {
    expect(unionExtent([SEOUL, null, BUSAN])).toEqual([126.8, 35.0, 129.2, 37.7]);
    expect(unionExtent([null])).toBeNull();
    expect(unionExtent([])).toBeNull();
  });

  it("asks the public extent route quietly, through the map, for feature layers only; a refused layer gives none", async () => {
    const f = fakes({ A: SEOUL, B: BUSAN, R: 'refused', E: null });
    const extent = await dataExtent(f.api, [layer('A'), layer('B', '1'), layer('R'), layer('E'), layer('T', '0', 'geotiff'), layer('W', '3', 'web')], 'MAP1');
    expect(extent).toEqual([126.8, 35.0, 129.2, 37.7]);
    expect(f.asked.map((a) => a.lyrId).sort()).toEqual(['A', 'B', 'E', 'R']);
    expect(f.asked.every((a) => a.route === '/api/layers/{lyrId}/extent' && a.quiet)).toBe(true);
    expect(f.asked[0].query).toEqual({ userMapId: 'MAP1' });
  });

  it('fits the laid-out map at once, a map without a size once it has one, and leaves the view when no extent is known', async () => {
    const sized = fakes({ A: SEOUL });
    expect(await fitToData(sized.api, sized.controller, [layer('A')])).toBe(true);
    expect(sized.fits).toEqual([SEOUL]);

    const unsized = fakes({ A: SEOUL }, null);
    expect(await fitToData(unsized.api, unsized.controller, [layer('A')])).toBe(true);
    expect(unsized.fits).toEqual([]);
    unsized.later.forEach((f) => f());
    expect(unsized.fits).toEqual([SEOUL]);

    const empty = fakes({ A: null });
    expect(await fitToData(empty.api, empty.controller, [layer('A')])).toBe(false);
    expect(empty.fits).toEqual([]);
  });
});
