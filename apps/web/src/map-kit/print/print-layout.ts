import { colorOpacity, colorRgb, type SymbolStyle } from '@nuri/domain';
import type { LegendEntry, LegendGeometry } from '../legend';

// The printed page (issue 24), as data: where the title, map, legend, scale bar, north arrow,
// date and attribution go on A4 or A3 paper, in millimetres from the top-left corner. Pure, so
// the PDF and PNG renderers draw the same page and unit tests read it.

export const PAPER_SIZES = ['A4', 'A3'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];
export const ORIENTATIONS = ['portrait', 'landscape'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];
export const PRINT_DPIS = [150, 300] as const;
export type PrintDpi = (typeof PRINT_DPIS)[number];
export const PRINT_FORMATS = ['pdf', 'png'] as const;
export type PrintFormat = (typeof PRINT_FORMATS)[number];
/** Longest title printed (characters). */
export const PRINT_TITLE_MAX = 100;

/** Paper in millimetres, portrait. */
const PAPER_MM: Record<PaperSize, [number, number]> = { A4: [210, 297], A3: [297, 420] };

export function paperMm(paper: PaperSize, orientation: Orientation): { width: number; height: number } {
  const [w, h] = PAPER_MM[paper];
  return orientation === 'portrait' ? { width: w, height: h } : { width: h, height: w };
}

/** The page in pixels at `dpi` (the PNG's size). */
export function paperPixels(paper: PaperSize, orientation: Orientation, dpi: number): { width: number; height: number } {
  const { width, height } = paperMm(paper, orientation);
  return { width: Math.round((width / 25.4) * dpi), height: Math.round((height / 25.4) * dpi) };
}

export interface PrintOptions {
  paper: PaperSize;
  orientation: Orientation;
  dpi: PrintDpi;
  format: PrintFormat;
  title: string;
  legend: boolean;
  scaleBar: boolean;
  northArrow: boolean;
  date: boolean;
  attribution: boolean;
}

/** Measures text: its width in mm at a font size in mm. */
export type MeasureText = (text: string, sizeMm: number, bold: boolean) => number;

export interface PrintText {
  kind: 'text';
  text: string;
  /** Left edge (align left) or right edge (align right), mm. */
  x: number;
  /** Baseline, mm. */
  y: number;
  size: number;
  bold: boolean;
  color: string;
  align: 'left' | 'right' | 'center';
}

/** An SVG path drawn at (x, y) with `scale` mm per path unit; y grows downwards. */
export interface PrintPath {
  kind: 'path';
  d: string;
  x: number;
  y: number;
  scale: number;
  fill: string | null;
  fillOpacity: number;
  stroke: string | null;
  strokeOpacity: number;
  /** In path units. */
  strokeWidth: number;
}

export interface PrintMapFrame {
  kind: 'map';
  x: number;
  y: number;
  width: number;
  height: number;
}

export type PrintItem = PrintText | PrintPath | PrintMapFrame;

export interface PrintTexts {
  legendTitle: string;
  other: string;
  /** '외 {n}개 항목' with the count filled in. */
  more: (count: number) => string;
  /** The date line ('출력일 2026. 11. 27.'). */
  date: string;
  /** The attribution line (base map and its credits, the service). */
  attribution: string;
  /** The map's scale ('1:25,000') under the bar, from the ground metres per mm. */
  scale: (metresPerMm: number) => string;
}

export interface PrintPage {
  width: number;
  height: number;
  map: PrintMapFrame;
  /** Everything but the map image, in drawing order (after the map). */
  items: PrintItem[];
}

const INK = '#1d1d1d';
const MUTED = '#464c53';

/** Shortens `text` with an ellipsis to fit `width` mm. */
export function fitText(text: string, width: number, size: number, bold: boolean, measure: MeasureText): string {
  if (measure(text, size, bold) <= width) return text;
  const chars = [...text];
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(`${chars.slice(0, mid).join('')}…`, size, bold) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${chars.slice(0, lo).join('')}…`;
}

/** A nice length for the scale bar: 1, 2 or 5 × 10ⁿ metres, at most `maxMetres`. */
export function niceLength(maxMetres: number): number {
  if (!(maxMetres > 0) || !Number.isFinite(maxMetres)) return 0;
  const power = 10 ** Math.floor(Math.log10(maxMetres));
  for (const step of [5, 2, 1]) if (step * power <= maxMetres) return step * power;
  return power;
}

export function formatDistance(metres: number): string {
  return metres >= 1000 ? `${(metres / 1000).toLocaleString('en-US', { maximumFractionDigits: 3 })} km` : `${metres} m`;
}

/** A legend swatch (24 × 22 units, as on the screen) as paths. */
export function swatchPaths(symbol: SymbolStyle, geometry: LegendGeometry): Omit<PrintPath, 'x' | 'y' | 'scale'>[] {
  const stroke = colorRgb(symbol.strokeColor);
  const strokeOpacity = colorOpacity(symbol.strokeColor);
  const fill = colorRgb(symbol.fillColor);
  const fillOpacity = colorOpacity(symbol.fillColor);
  const width = Math.min(symbol.strokeWidth, 6);
  if (geometry === 'line') {
    return [{ kind: 'path', d: 'M2 14 L22 6', fill: null, fillOpacity: 1, stroke, strokeOpacity, strokeWidth: Math.max(width, 1) }];
  }
  const paint = (strokeWidth: number) => ({ kind: 'path' as const, fill, fillOpacity, stroke: strokeWidth > 0 ? stroke : null, strokeOpacity, strokeWidth });
  if (geometry === 'polygon') return [{ ...paint(width), d: 'M3 4 H21 V18 H3 Z' }];
  const r = Math.min(Math.max(symbol.pointRadius, 3), 9);
  const w = Math.min(width, 3);
  if (symbol.pointShape === 'square') return [{ ...paint(w), d: `M${12 - r} ${11 - r} H${12 + r} V${11 + r} H${12 - r} Z` }];
  if (symbol.pointShape === 'triangle') return [{ ...paint(w), d: `M12 ${11 - r} L${12 + r} ${11 + r} L${12 - r} ${11 + r} Z` }];
  if (symbol.pointShape === 'star') {
    const pts = Array.from({ length: 10 }, (_, i) => {
      const radius = i % 2 === 0 ? r : r / 2.5;
      const angle = (Math.PI / 5) * i - Math.PI / 2;
      return `${(12 + radius * Math.cos(angle)).toFixed(2)} ${(11 + radius * Math.sin(angle)).toFixed(2)}`;
    });
    return [{ ...paint(w), d: `M${pts.join(' L')} Z` }];
  }
  // A circle of two arcs.
  return [{ ...paint(w), d: `M${12 - r} 11 A${r} ${r} 0 1 0 ${12 + r} 11 A${r} ${r} 0 1 0 ${12 - r} 11 Z` }];
}

interface LegendLine {
  kind: 'layer' | 'row';
  text: string;
  entry: LegendEntry;
  symbol?: SymbolStyle;
}

function legendLines(entries: readonly LegendEntry[], texts: PrintTexts): LegendLine[] {
  return entries.flatMap((entry) => {
    const single = entry.rows.length === 1 && !entry.rows[0].other && entry.rows[0].label === null;
    // A single symbol: one line with the layer's name beside its swatch.
    if (single) return [{ kind: 'row' as const, text: entry.title, entry, symbol: entry.rows[0].symbol }];
    return [
      { kind: 'layer' as const, text: entry.title, entry },
      ...entry.rows.map((row) => ({ kind: 'row' as const, text: row.other ? texts.other : (row.label ?? entry.title), entry, symbol: row.symbol })),
    ];
  });
}

/**
 * The page: title (and date) on top, the map, the legend beside the map (landscape) or under it
 * (portrait), the scale bar and north arrow in the map's corners, the attribution at the foot.
 * A3 is A4 scaled up (√2). `metresPerMm` (null while the frame is being found) sizes the scale bar.
 */
export function layoutPage(options: PrintOptions, entries: readonly LegendEntry[], measure: MeasureText, metresPerMm: number | null, texts: PrintTexts): PrintPage {
  const { width, height } = paperMm(options.paper, options.orientation);
  const k = Math.min(width, height) / 210;
  const margin = 10 * k;
  const items: PrintItem[] = [];
  const text = (t: Omit<PrintText, 'kind' | 'color' | 'align' | 'bold'> & Partial<Pick<PrintText, 'color' | 'align' | 'bold'>>) =>
    items.push({ kind: 'text', color: INK, align: 'left', bold: false, ...t });

  // Header: the title, the date on the right.
  const titleSize = 7 * k;
  const dateSize = 3.2 * k;
  const headerH = 13 * k;
  const contentW = width - 2 * margin;
  let titleRoom = contentW;
  if (options.date) {
    const dateW = measure(texts.date, dateSize, false);
    text({ text: texts.date, x: width - margin, y: margin + 8 * k, size: dateSize, color: MUTED, align: 'right' });
    titleRoom -= dateW + 6 * k;
  }
  if (options.title.trim()) text({ text: fitText(options.title.trim(), titleRoom, titleSize, true, measure), x: margin, y: margin + 8 * k, size: titleSize, bold: true });

  // Footer: the attribution.
  const footSize = 2.6 * k;
  const footerH = options.attribution ? 7 * k : 0;
  if (options.attribution) text({ text: fitText(texts.attribution, contentW, footSize, false, measure), x: margin, y: height - margin, size: footSize, color: MUTED });

  // The legend's lines, flowed into columns.
  const lines = options.legend ? legendLines(entries, texts) : [];
  const lineH = 5.2 * k;
  const labelSize = 2.9 * k;
  const layerSize = 3.1 * k;
  const headSize = 3.6 * k;
  const gap = 5 * k;
  const top = margin + headerH;
  const bottom = height - margin - footerH;
  let map: PrintMapFrame = { kind: 'map', x: margin, y: top, width: contentW, height: bottom - top };
  let legendBox: { x: number; y: number; w: number; h: number; columns: number } | null = null;
  if (lines.length > 0) {
    const headH = 7 * k;
    if (options.orientation === 'landscape') {
      const w = 58 * k;
      // As tall as its lines (at most the map's height).
      const h = Math.min(headH + lines.length * lineH + 2 * k, bottom - top);
      legendBox = { x: width - margin - w, y: top, w, h, columns: 1 };
      map = { ...map, width: contentW - w - gap };
    } else {
      const columns = 3;
      const rowsPerColumn = Math.ceil(lines.length / columns);
      const h = Math.min(headH + rowsPerColumn * lineH + 2 * k, (bottom - top) * 0.35);
      legendBox = { x: margin, y: bottom - h, w: contentW, h, columns };
      map = { ...map, height: bottom - top - h - gap };
    }
    const box = legendBox;
    items.push(rectPath(box.x, box.y, box.w, box.h, '#ffffff', '#b1b8be', 0.3 * k));
    text({ text: texts.legendTitle, x: box.x + 3 * k, y: box.y + 5.5 * k, size: headSize, bold: true });
    const colW = (box.w - 6 * k) / box.columns;
    const perColumn = Math.max(1, Math.floor((box.h - headH - 2 * k) / lineH + 1e-6));
    const capacity = perColumn * box.columns;
    const shown = lines.length > capacity ? lines.slice(0, capacity - 1) : lines;
    shown.forEach((line, i) => {
      const col = Math.floor(i / perColumn);
      const x = box.x + 3 * k + col * colW;
      const y = box.y + headH + (i % perColumn) * lineH;
      if (line.kind === 'layer') {
        text({ text: fitText(line.text, colW - 2 * k, layerSize, true, measure), x, y: y + 3.8 * k, size: layerSize, bold: true });
        return;
      }
      const swatchScale = (4.4 * k) / 22;
      for (const p of swatchPaths(line.symbol as SymbolStyle, line.entry.geometry)) items.push({ ...p, x, y: y + 0.2 * k, scale: swatchScale });
      const labelX = x + 6.5 * k;
      text({ text: fitText(line.text, colW - 8.5 * k, labelSize, false, measure), x: labelX, y: y + 3.6 * k, size: labelSize });
    });
    if (shown.length < lines.length) {
      const i = shown.length;
      const col = Math.floor(i / perColumn);
      text({ text: texts.more(lines.length - shown.length), x: box.x + 3 * k + col * colW, y: box.y + headH + (i % perColumn) * lineH + 3.6 * k, size: labelSize, color: MUTED });
    }
  }

  // The map's frame line, then the north arrow and scale bar over the map.
  items.push(rectPath(map.x, map.y, map.width, map.height, null, '#464c53', 0.35 * k));
  if (options.northArrow) {
    const s = 11 * k;
    const x = map.x + map.width - s - 3 * k;
    const y = map.y + 3 * k;
    items.push(rectPath(x, y, s, s * 1.25, '#ffffff', '#b1b8be', 0.25 * k, 0.85));
    // Arrow in a 10 × 12.5 box: the left half dark, the right half light.
    const u = s / 10;
    items.push({ kind: 'path', d: 'M5 4.2 L8 11.3 L5 9.6 Z', x, y, scale: u, fill: '#ffffff', fillOpacity: 1, stroke: INK, strokeOpacity: 1, strokeWidth: 0.35 });
    items.push({ kind: 'path', d: 'M5 4.2 L2 11.3 L5 9.6 Z', x, y, scale: u, fill: INK, fillOpacity: 1, stroke: INK, strokeOpacity: 1, strokeWidth: 0.35 });
    text({ text: 'N', x: x + s / 2, y: y + 3.6 * u, size: 3.2 * u, bold: true, align: 'center' });
  }
  if (options.scaleBar && metresPerMm && metresPerMm > 0) {
    const maxBar = 30 * k;
    const metres = niceLength(metresPerMm * maxBar);
    if (metres > 0) {
      const barW = metres / metresPerMm;
      const label = formatDistance(metres);
      const scaleLabel = texts.scale(metresPerMm);
      const size = 2.6 * k;
      const boxW = Math.max(barW, measure(scaleLabel, size, false)) + 6 * k;
      const boxH = 11 * k;
      const x = map.x + 3 * k;
      const y = map.y + map.height - boxH - 3 * k;
      items.push(rectPath(x, y, boxW, boxH, '#ffffff', '#b1b8be', 0.25 * k, 0.85));
      const barY = y + 5.2 * k;
      const barH = 1.4 * k;
      // Two halves, dark and light.
      items.push(rectPath(x + 3 * k, barY, barW / 2, barH, INK, INK, 0.2 * k));
      items.push(rectPath(x + 3 * k + barW / 2, barY, barW / 2, barH, '#ffffff', INK, 0.2 * k));
      text({ text: '0', x: x + 3 * k, y: barY - 1 * k, size, align: 'center' });
      text({ text: label, x: x + 3 * k + barW, y: barY - 1 * k, size, align: 'center' });
      text({ text: scaleLabel, x: x + 3 * k, y: barY + barH + 3.2 * k, size, color: MUTED });
    }
  }
  return { width, height, map, items };
}

function rectPath(x: number, y: number, w: number, h: number, fill: string | null, stroke: string | null, strokeWidth: number, fillOpacity = 1): PrintPath {
  return { kind: 'path', d: `M0 0 H${w} V${h} H0 Z`, x, y, scale: 1, fill, fillOpacity, stroke, strokeOpacity: 1, strokeWidth };
}
