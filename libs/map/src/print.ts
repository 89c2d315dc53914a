import { getPointResolution } from 'ol/proj';
import type { MapController } from './map-controller';
import { composeMapCanvas } from './export';

// Printing the map at a paper's resolution (issue 24): the OpenLayers "export at resolution"
// recipe without touching the map on the screen. A copy of the map is laid out offscreen at the
// frame's size in CSS pixels (96 per inch) and drawn at pixelRatio = dpi / 96, fitted to what the
// screen shows; once every tile has been drawn ('rendercomplete') its canvases are composed.

/** CSS pixels per inch. */
export const CSS_DPI = 96;

export interface MapPrintRequest {
  /** The map frame on paper, in millimetres. */
  widthMm: number;
  heightMm: number;
  /** Dots per inch of the output. */
  dpi: number;
  /** Longest wait for the tiles, in ms (tiles that never answer end the print with an error). */
  timeoutMs?: number;
  /** Tiles and images loaded so far and started so far, while the map draws. */
  onTiles?: (loaded: number, started: number) => void;
}

export interface MapPrintResult {
  /** The map at the output resolution (frame mm × dpi / 25.4). */
  canvas: HTMLCanvasElement;
  /** Ground metres per millimetre of paper at the map's centre (for the scale bar). */
  metresPerMm: number;
}

export class MapPrintTimeout extends Error {
  constructor() {
    super('the map did not finish drawing in time');
    this.name = 'MapPrintTimeout';
  }
}

const mmToCss = (mm: number) => (mm / 25.4) * CSS_DPI;

/** Draws the controller's map into a frame of paper (see the module comment). */
export function renderMapForPrint(controller: MapController, request: MapPrintRequest): Promise<MapPrintResult> {
  const width = Math.round(mmToCss(request.widthMm));
  const height = Math.round(mmToCss(request.heightMm));
  const pixelRatio = request.dpi / CSS_DPI;
  const screen = controller.map;
  const screenView = screen.getView();
  const visible = screenView.calculateExtent(screen.getSize() ?? [width, height]);

  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = `position:fixed;left:-${width + 10000}px;top:0;width:${width}px;height:${height}px;overflow:hidden;pointer-events:none`;
  document.body.appendChild(host);
  const copy = controller.copyTo(host, pixelRatio);
  const map = copy.map;
  map.setSize([width, height]);
  const view = map.getView();
  // What the screen shows, whole, in the frame.
  view.setResolution(view.getResolutionForExtent(visible, [width, height]));
  view.setCenter(screenView.getCenter());

  let loaded = 0;
  let started = 0;
  const report = () => request.onTiles?.(loaded, started);
  const sources = new Set<{ on: (t: string, f: () => void) => unknown }>();
  map.getAllLayers().forEach((layer) => {
    const source = layer.getSource() as unknown as { on?: (t: string, f: () => void) => unknown } | null;
    if (source?.on && !sources.has(source as never)) sources.add(source as { on: (t: string, f: () => void) => unknown });
  });
  for (const source of sources) {
    for (const type of ['tileloadstart', 'imageloadstart']) source.on(type, () => ((started += 1), report()));
    for (const type of ['tileloadend', 'tileloaderror', 'imageloadend', 'imageloaderror']) source.on(type, () => ((loaded += 1), report()));
  }

  return new Promise<MapPrintResult>((resolve, reject) => {
    const done = () => {
      window.clearTimeout(timer);
      copy.dispose();
      host.remove();
    };
    const timer = window.setTimeout(() => {
      done();
      reject(new MapPrintTimeout());
    }, request.timeoutMs ?? 120_000);
    map.once('rendercomplete', () => {
      try {
        const canvas = composeMapCanvas(map, document, pixelRatio);
        const center = view.getCenter() ?? [0, 0];
        const metresPerCssPx = getPointResolution(view.getProjection(), view.getResolution() ?? 1, center, 'm');
        const metresPerMm = (metresPerCssPx * CSS_DPI) / 25.4;
        done();
        resolve({ canvas, metresPerMm });
      } catch (e) {
        done();
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    });
    map.render();
  });
}
