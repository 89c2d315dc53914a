import * as fontkit from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

// pdf-lib embeds custom fonts through a fontkit. Its own fork (@pdf-lib/fontkit) breaks glyphs
// of Pretendard GOV when it subsets them (most Korean glyphs come out empty); fontkit 2 subsets
// them correctly but encodes a subset in one call, where pdf-lib asks fontkit 1's
// encodeStream(). This adapter gives pdf-lib fontkit 2 with that one method added.

interface EncodeStream {
  on(event: 'data' | 'end' | 'error', handler: (value?: unknown) => void): EncodeStream;
}

function withEncodeStream(font: fontkit.FontkitFont): fontkit.FontkitFont {
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset() as fontkit.FontkitSubset & { encodeStream?: () => EncodeStream };
    subset.encodeStream = () => {
      const handlers: Partial<Record<'data' | 'end' | 'error', (value?: unknown) => void>> = {};
      // pdf-lib adds its handlers in the same turn; the bytes go out after.
      queueMicrotask(() => {
        try {
          handlers.data?.(subset.encode());
          handlers.end?.();
        } catch (e) {
          handlers.error?.(e);
        }
      });
      const stream: EncodeStream = {
        on(event, handler) {
          handlers[event] = handler;
          return stream;
        },
      };
      return stream;
    };
    return subset;
  };
  return font;
}

export const pdfFontkit = {
  create: (bytes: Uint8Array) => withEncodeStream(fontkit.create(bytes)),
} as unknown as Parameters<PDFDocument['registerFontkit']>[0];
