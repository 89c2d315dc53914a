import type { MapController } from '@nuri/map';
import type { AppApiClient } from '@nuri/shell';
import { boxesOverlap, showDataInView } from './zoom';

const SEOUL = [126.8, 37.4, 127.2, 37.7];

/** The two calls showDataInView makes: GET …/bbox through the client, and the controller's view. */
function fakes(view: number[], boxes: Record<string, number[] | null>) {
  const asked: string[] = [];
  const api = {
    GET: (_route: string, init: { params: { path: { lyrId: string } } }) => {
      asked.push(init.params.path.lyrId);
      return Promise.resolve({ bbox: boxes[init.params.path.lyrId] ?? null });
    },
    unwrap: <T>(p: Promise<T>) => p,
  } as unknown as AppApiClient;
  const fits: number[][] = [];
  const controller = { describe: () => ({ extentLonLat: view }), fitLonLatExtent: (e: number[]) => fits.push([...e]) } as unknown as MapController;
  return { api, controller, asked, fits };
}

const layer = (lyrId: string, lyrTySeCode = '3', uploadTy = 'shp') => ({ layer: { lyrId, lyrTySeCode, uploadTy, viewable: true } });

describe('showing a map on its data', () => {
  it('tells overlapping boxes from apart ones', () => {
    expect(boxesOverlap(SEOUL, [127, 37.5, 128, 38])).toBe(true);
    expect(boxesOverlap(SEOUL, [129, 35, 129.2, 35.2])).toBe(false);
  });

  it('keeps a view that shows some of the data', async () => {
    const f = fakes([126.9, 37.5, 127, 37.6], { A: SEOUL });
    expect(await showDataInView(f.api, f.controller, [layer('A')])).toBe(false);
    expect(f.fits).toEqual([]);
  });

  it('fits all feature layers when the view shows none of them; rasters and web layers are not asked', async () => {
    const busan = [128.9, 35.0, 129.2, 35.3];
    const f = fakes([0, 0, 1, 1], { A: SEOUL, B: busan, E: null });
    expect(await showDataInView(f.api, f.controller, [layer('A'), layer('B', '1'), layer('E'), layer('T', '0', 'geotiff'), layer('W', '3', 'web')])).toBe(true);
    expect(f.asked.sort()).toEqual(['A', 'B', 'E']);
    expect(f.fits).toEqual([[126.8, 35.0, 129.2, 37.7]]);
  });
});
