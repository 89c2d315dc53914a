// ColorBrewer colour schemes (Cynthia Brewer, colorbrewer2.org; Apache-2.0 licensed values) for
// graduated and categorised styles: sequential and diverging ramps are spread over any class
// count, qualitative palettes are taken in order. Any scheme can be reversed.
import { rampColors } from './map-style';

export const RAMP_FAMILIES = ['sequential', 'diverging', 'qualitative'] as const;
export type RampFamily = (typeof RAMP_FAMILIES)[number];

export interface BrewerScheme {
  family: RampFamily;
  colors: readonly string[];
}

export const BREWER_SCHEMES = {
  Blues: { family: 'sequential', colors: ['#f7fbff', '#deebf7', '#c6dbef', '#9ecae1', '#6baed6', '#4292c6', '#2171b5', '#08519c', '#08306b'] },
  Greens: { family: 'sequential', colors: ['#f7fcf5', '#e5f5e0', '#c7e9c0', '#a1d99b', '#74c476', '#41ab5d', '#238b45', '#006d2c', '#00441b'] },
  Reds: { family: 'sequential', colors: ['#fff5f0', '#fee0d2', '#fcbba1', '#fc9272', '#fb6a4a', '#ef3b2c', '#cb181d', '#a50f15', '#67000d'] },
  Oranges: { family: 'sequential', colors: ['#fff5eb', '#fee6ce', '#fdd0a2', '#fdae6b', '#fd8d3c', '#f16913', '#d94801', '#a63603', '#7f2704'] },
  Purples: { family: 'sequential', colors: ['#fcfbfd', '#efedf5', '#dadaeb', '#bcbddc', '#9e9ac8', '#807dba', '#6a51a3', '#54278f', '#3f007d'] },
  Greys: { family: 'sequential', colors: ['#ffffff', '#f0f0f0', '#d9d9d9', '#bdbdbd', '#969696', '#737373', '#525252', '#252525', '#000000'] },
  YlOrRd: { family: 'sequential', colors: ['#ffffcc', '#ffeda0', '#fed976', '#feb24c', '#fd8d3c', '#fc4e2a', '#e31a1c', '#bd0026', '#800026'] },
  YlGnBu: { family: 'sequential', colors: ['#ffffd9', '#edf8b1', '#c7e9b4', '#7fcdbb', '#41b6c4', '#1d91c0', '#225ea8', '#253494', '#081d58'] },
  RdBu: { family: 'diverging', colors: ['#67001f', '#b2182b', '#d6604d', '#f4a582', '#fddbc7', '#f7f7f7', '#d1e5f0', '#92c5de', '#4393c3', '#2166ac', '#053061'] },
  RdYlGn: { family: 'diverging', colors: ['#a50026', '#d73027', '#f46d43', '#fdae61', '#fee08b', '#ffffbf', '#d9ef8b', '#a6d96a', '#66bd63', '#1a9850', '#006837'] },
  Spectral: { family: 'diverging', colors: ['#9e0142', '#d53e4f', '#f46d43', '#fdae61', '#fee08b', '#ffffbf', '#e6f598', '#abdda4', '#66c2a5', '#3288bd', '#5e4fa2'] },
  BrBG: { family: 'diverging', colors: ['#543005', '#8c510a', '#bf812d', '#dfc27d', '#f6e8c3', '#f5f5f5', '#c7eae5', '#80cdc1', '#35978f', '#01665e', '#003c30'] },
  PiYG: { family: 'diverging', colors: ['#8e0152', '#c51b7d', '#de77ae', '#f1b6da', '#fde0ef', '#f7f7f7', '#e6f5d0', '#b8e186', '#7fbc41', '#4d9221', '#276419'] },
  Set1: { family: 'qualitative', colors: ['#e41a1c', '#377eb8', '#4daf4a', '#984ea3', '#ff7f00', '#ffff33', '#a65628', '#f781bf', '#999999'] },
  Set2: { family: 'qualitative', colors: ['#66c2a5', '#fc8d62', '#8da0cb', '#e78ac3', '#a6d854', '#ffd92f', '#e5c494', '#b3b3b3'] },
  Dark2: { family: 'qualitative', colors: ['#1b9e77', '#d95f02', '#7570b3', '#e7298a', '#66a61e', '#e6ab02', '#a6761d', '#666666'] },
  Paired: {
    family: 'qualitative',
    colors: ['#a6cee3', '#1f78b4', '#b2df8a', '#33a02c', '#fb9a99', '#e31a1c', '#fdbf6f', '#ff7f00', '#cab2d6', '#6a3d9a', '#ffff99', '#b15928'],
  },
  Pastel1: { family: 'qualitative', colors: ['#fbb4ae', '#b3cde3', '#ccebc5', '#decbe4', '#fed9a6', '#ffffcc', '#e5d8bd', '#fddaec', '#f2f2f2'] },
} as const satisfies Record<string, BrewerScheme>;

export type BrewerSchemeName = keyof typeof BREWER_SCHEMES;
export const BREWER_SCHEME_NAMES = Object.keys(BREWER_SCHEMES) as BrewerSchemeName[];

/** The schemes of one family, in their listed order. */
export function schemesOf(family: RampFamily): BrewerSchemeName[] {
  return BREWER_SCHEME_NAMES.filter((n) => BREWER_SCHEMES[n].family === family);
}

/**
 * `count` colours of a scheme: sequential and diverging schemes spread over their stops,
 * qualitative ones in order (repeated after the last); reversed when asked.
 */
export function schemeColors(name: BrewerSchemeName, count: number, reverse = false): string[] {
  const scheme: BrewerScheme = BREWER_SCHEMES[name];
  if (count <= 0) return [];
  const colors =
    scheme.family === 'qualitative'
      ? Array.from({ length: count }, (_, i) => scheme.colors[i % scheme.colors.length])
      : count <= 2 || scheme.colors.length < 3
        ? rampColors(scheme.colors, count)
        : // The palest stop of a sequential scheme is nearly white: start one stop in.
          rampColors(scheme.family === 'sequential' ? scheme.colors.slice(1) : scheme.colors, count);
  return reverse ? [...colors].reverse() : colors;
}
