import type OlMap from 'ol/Map';

/**
 * Draws the map's current canvases (every layer, with its opacity and transform) into one
 * canvas: the OpenLayers export recipe. Tiles must come with CORS (crossOrigin 'anonymous')
 * or the browser refuses to read the result. `pixelRatio` > 1 keeps the device pixels of a map
 * drawn at that ratio (a print): the result is the map's size times the ratio.
 */
export function composeMapCanvas(map: OlMap, doc: Document = document, pixelRatio = 1): HTMLCanvasElement {
  const size = map.getSize() ?? [0, 0];
  const out = doc.createElement('canvas');
  const r = pixelRatio;
  out.width = Math.round(size[0] * r);
  out.height = Math.round(size[1] * r);
  const ctx = out.getContext('2d');
  if (!ctx) return out;
  const viewport = map.getViewport();
  if (!viewport) return out;
  const canvases = viewport.querySelectorAll<HTMLCanvasElement>('.ol-layer canvas, canvas.ol-layer');
  canvases.forEach((canvas) => {
    if (canvas.width <= 0) return;
    const parent = canvas.parentNode as HTMLElement | null;
    const opacity = parent?.style.opacity || canvas.style.opacity;
    ctx.globalAlpha = opacity === '' || opacity === undefined ? 1 : Number(opacity);
    const background = parent?.style.backgroundColor;
    if (background) {
      ctx.fillStyle = background;
      ctx.fillRect(0, 0, out.width, out.height);
    }
    const transform = canvas.style.transform;
    const m = /^matrix\(([^)]*)\)$/.exec(transform);
    if (m) {
      const [a, b, c, d, e, f] = m[1].split(',').map(Number);
      ctx.setTransform(r * a, r * b, r * c, r * d, r * e, r * f);
    } else {
      ctx.setTransform(out.width / canvas.width, 0, 0, out.height / canvas.height, 0, 0);
    }
    ctx.drawImage(canvas, 0, 0);
  });
  ctx.globalAlpha = 1;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  return out;
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the map canvas could not be exported'))), type, quality),
  );
}

/**
 * An image of the map as soon as it has finished rendering (the web map's thumbnail): a PNG at
 * most `maxWidth` wide, or a JPEG when the PNG would be larger than `maxBytes`.
 */
export function exportMapImage(map: OlMap, { maxWidth = 600, maxBytes = Infinity }: { maxWidth?: number; maxBytes?: number } = {}): Promise<Blob> {
  return new Promise((resolve, reject) => {
    map.once('rendercomplete', () => {
      try {
        const full = composeMapCanvas(map);
        let canvas = full;
        if (full.width > maxWidth) {
          const scale = maxWidth / full.width;
          canvas = document.createElement('canvas');
          canvas.width = Math.round(full.width * scale);
          canvas.height = Math.round(full.height * scale);
          canvas.getContext('2d')?.drawImage(full, 0, 0, canvas.width, canvas.height);
        }
        toBlob(canvas, 'image/png')
          .then((png) => (png.size <= maxBytes ? png : toBlob(canvas, 'image/jpeg', 0.8)))
          .then(resolve, reject);
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    });
    map.renderSync();
  });
}

/** A PNG of the map (see exportMapImage). */
export function exportMapPng(map: OlMap, maxWidth = 600): Promise<Blob> {
  return exportMapImage(map, { maxWidth });
}
