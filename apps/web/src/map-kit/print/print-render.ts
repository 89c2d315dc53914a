import { renderMapForPrint, type MapController } from '@nuri/map';
import regularFontUrl from 'pretendard-gov/dist/public/static/alternative/PretendardGOV-Regular.ttf?url';
import boldFontUrl from 'pretendard-gov/dist/public/static/alternative/PretendardGOV-Bold.ttf?url';
import type { LegendEntry } from '../legend';
import { layoutPage, paperPixels, type MeasureText, type PrintItem, type PrintOptions, type PrintPage, type PrintTexts } from './print-layout';

// The print itself (issue 24), loaded only when a print starts (its own chunk, with pdf-lib):
// the map drawn offscreen at the paper's resolution, then the page — title, legend, scale bar,
// north arrow, date, attribution — drawn into a PNG (canvas, with the web font) or a PDF
// (pdf-lib with fontkit 2, text as text in the embedded, subset Pretendard GOV so Korean is right everywhere
// and can be searched and copied).

export const WEB_FONT = 'Pretendard GOV';

export type PrintProgress = { stage: 'map'; loaded: number; started: number } | { stage: 'page' } | { stage: 'file' };

export interface PrintJob {
  controller: MapController;
  options: PrintOptions;
  entries: readonly LegendEntry[];
  texts: PrintTexts;
  onProgress?: (progress: PrintProgress) => void;
}

const fontCss = (bold: boolean, px: number) => `${bold ? 700 : 400} ${px}px "${WEB_FONT}", sans-serif`;

/** Text widths from the web font (the same Pretendard GOV as the PDF's embedded font). */
async function webFontMeasure(sample: string): Promise<MeasureText> {
  await Promise.all([document.fonts.load(fontCss(false, 16), sample), document.fonts.load(fontCss(true, 16), sample)]).catch(() => undefined);
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return (text, size) => text.length * size * 0.6;
  return (text, size, bold) => {
    ctx.font = fontCss(bold, 100);
    return (ctx.measureText(text).width / 100) * size;
  };
}

function sampleText(options: PrintOptions, entries: readonly LegendEntry[], texts: PrintTexts): string {
  const labels = entries.flatMap((e) => [e.title, ...e.rows.map((r) => r.label ?? '')]);
  return [options.title, texts.legendTitle, texts.other, texts.date, texts.attribution, texts.scale(1000), texts.more(9), 'N 0123456789 km', ...labels].join(' ');
}

/** Prints the map: a PNG or PDF file of the page. */
export async function printMap({ controller, options, entries, texts, onProgress }: PrintJob): Promise<Blob> {
  const measure = await webFontMeasure(sampleText(options, entries, texts));
  const frame = layoutPage(options, entries, measure, null, texts).map;
  onProgress?.({ stage: 'map', loaded: 0, started: 0 });
  const drawn = await renderMapForPrint(controller, {
    widthMm: frame.width,
    heightMm: frame.height,
    dpi: options.dpi,
    onTiles: (loaded, started) => onProgress?.({ stage: 'map', loaded, started }),
  });
  onProgress?.({ stage: 'page' });
  const page = layoutPage(options, entries, measure, drawn.metresPerMm, texts);
  const blob = options.format === 'png' ? await pngPage(page, drawn.canvas, options) : await pdfPage(page, drawn.canvas);
  onProgress?.({ stage: 'file' });
  return blob;
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the page could not be encoded'))), type, quality));
}

// ---- PNG: the page on a canvas at the paper's pixels.

async function pngPage(page: PrintPage, map: HTMLCanvasElement, options: PrintOptions): Promise<Blob> {
  const px = paperPixels(options.paper, options.orientation, options.dpi);
  const canvas = document.createElement('canvas');
  canvas.width = px.width;
  canvas.height = px.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  const k = px.width / page.width;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(map, page.map.x * k, page.map.y * k, page.map.width * k, page.map.height * k);
  for (const item of page.items) drawOnCanvas(ctx, item, k);
  return toBlob(canvas, 'image/png');
}

function drawOnCanvas(ctx: CanvasRenderingContext2D, item: PrintItem, k: number): void {
  if (item.kind === 'map') return;
  ctx.save();
  if (item.kind === 'text') {
    ctx.font = fontCss(item.bold, item.size * k);
    ctx.fillStyle = item.color;
    ctx.textAlign = item.align;
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(item.text, item.x * k, item.y * k);
  } else {
    ctx.translate(item.x * k, item.y * k);
    ctx.scale(item.scale * k, item.scale * k);
    const path = new Path2D(item.d);
    if (item.fill) {
      ctx.globalAlpha = item.fillOpacity;
      ctx.fillStyle = item.fill;
      ctx.fill(path);
    }
    if (item.stroke && item.strokeWidth > 0) {
      ctx.globalAlpha = item.strokeOpacity;
      ctx.strokeStyle = item.stroke;
      ctx.lineWidth = item.strokeWidth;
      ctx.lineJoin = 'round';
      ctx.stroke(path);
    }
  }
  ctx.restore();
}

// ---- PDF: pdf-lib, the map as a JPEG, everything else as vector text and paths.

const PT_PER_MM = 72 / 25.4;

async function fontBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the print font could not be loaded (${response.status})`);
  return response.arrayBuffer();
}

function hexColor(hex: string, rgb: (r: number, g: number, b: number) => unknown) {
  const h = hex.replace('#', '');
  const n = (i: number) => parseInt(h.slice(i, i + 2), 16) / 255;
  return rgb(n(0), n(2), n(4));
}

async function pdfPage(page: PrintPage, map: HTMLCanvasElement): Promise<Blob> {
  const [{ PDFDocument, rgb }, fontkit, regular, bold, jpeg] = await Promise.all([
    import('pdf-lib'),
    import('./pdf-fontkit').then((m) => m.pdfFontkit),
    fontBytes(regularFontUrl),
    fontBytes(boldFontUrl),
    toBlob(map, 'image/jpeg', 0.92).then((b) => b.arrayBuffer()),
  ]);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setProducer('Nuri Map');
  doc.setCreator('Nuri Map');
  const fonts = {
    regular: await doc.embedFont(new Uint8Array(regular), { subset: true }),
    bold: await doc.embedFont(new Uint8Array(bold), { subset: true }),
  };
  const pdfPage = doc.addPage([page.width * PT_PER_MM, page.height * PT_PER_MM]);
  const H = page.height * PT_PER_MM;
  const color = (hex: string) => hexColor(hex, rgb) as ReturnType<typeof rgb>;
  const image = await doc.embedJpg(jpeg);
  const m = page.map;
  pdfPage.drawImage(image, { x: m.x * PT_PER_MM, y: H - (m.y + m.height) * PT_PER_MM, width: m.width * PT_PER_MM, height: m.height * PT_PER_MM });
  for (const item of page.items) {
    if (item.kind === 'map') continue;
    if (item.kind === 'text') {
      const font = item.bold ? fonts.bold : fonts.regular;
      const size = item.size * PT_PER_MM;
      const width = font.widthOfTextAtSize(item.text, size);
      const shift = item.align === 'right' ? width : item.align === 'center' ? width / 2 : 0;
      pdfPage.drawText(item.text, { x: item.x * PT_PER_MM - shift, y: H - item.y * PT_PER_MM, size, font, color: color(item.color) });
      continue;
    }
    const stroke = item.stroke && item.strokeWidth > 0 ? item.stroke : null;
    if (!item.fill && !stroke) continue;
    pdfPage.drawSvgPath(item.d, {
      x: item.x * PT_PER_MM,
      y: H - item.y * PT_PER_MM,
      scale: item.scale * PT_PER_MM,
      color: item.fill ? color(item.fill) : undefined,
      opacity: item.fillOpacity,
      borderColor: stroke ? color(stroke) : undefined,
      borderWidth: stroke ? item.strokeWidth : undefined,
      borderOpacity: item.strokeOpacity,
    });
  }
  // Without object streams the font and image dictionaries stay readable (a check can find /FontFile2).
  const bytes = await doc.save({ useObjectStreams: false });
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}
