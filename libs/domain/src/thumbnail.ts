import { formatFileSize, hasExtension } from './files';
import type { MessageKey, MessageParams } from './i18n/messages';

// Thumbnails (organization image, layer/map/app thumbnails): png/jpg/jpeg, at most 1 MB.
export const THUMBNAIL_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const THUMBNAIL_MAX_BYTES = 1048576;

export type ThumbnailProblem = 'EXTENSION' | 'SIZE';

export type ThumbnailCheck =
  | { ok: true }
  | {
      ok: false;
      problem: ThumbnailProblem;
      titleKey: MessageKey;
      messageKey: MessageKey;
      params: MessageParams;
    };

/** The extension is checked first, then the size (the message shows the current size). */
export function checkThumbnail(file: { fileName: string; size: number }): ThumbnailCheck {
  if (!hasExtension(file.fileName, THUMBNAIL_EXTENSIONS)) {
    return {
      ok: false,
      problem: 'EXTENSION',
      titleKey: 'thumbnail.extensionTitle',
      messageKey: 'thumbnail.extensionInvalid',
      params: {},
    };
  }
  if (file.size > THUMBNAIL_MAX_BYTES) {
    return {
      ok: false,
      problem: 'SIZE',
      titleKey: 'thumbnail.sizeTitle',
      messageKey: 'thumbnail.sizeExceeded',
      params: { size: formatFileSize(file.size) },
    };
  }
  return { ok: true };
}
