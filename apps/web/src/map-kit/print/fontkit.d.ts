// fontkit 2 ships no types; the print uses create() and a font's subset (see pdf-fontkit.ts).
declare module 'fontkit' {
  export interface FontkitSubset {
    includeGlyph(glyph: unknown): number;
    encode(): Uint8Array;
  }
  export interface FontkitFont {
    createSubset(): FontkitSubset;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): FontkitFont;
}
