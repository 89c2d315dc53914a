import type { DroppedImage } from '@nuri/ui';
import { noticeFileHref, type Notice } from './notices-api';

const IMAGE_TYPES = /^image\/(png|jpeg|gif)$/;

/**
 * Images dropped on a notice's text: shown at once from the browser (blob: addresses), sent as
 * attachments of the notice, and written into the saved text as the notice's own file addresses
 * (GET /api/notices/{nttId}/files/{fileOrdr}, public) once the notice and its files are saved.
 */
export class DroppedImages {
  private readonly pending = new Map<string, File>();

  static isImage(file: File): boolean {
    return IMAGE_TYPES.test(file.type);
  }

  /** The images of the dropped files, each with a browser address until it is saved. */
  place(files: File[]): DroppedImage[] {
    return files.filter(DroppedImages.isImage).map((file) => {
      const src = URL.createObjectURL(file);
      this.pending.set(src, file);
      return { src, alt: file.name };
    });
  }

  /** Whether the text still shows a dropped image by its browser address. */
  waiting(html: string): boolean {
    return [...this.pending.keys()].some((src) => html.includes(src));
  }

  /** The text with each dropped image's browser address replaced by the saved notice's file address. */
  resolve(html: string, saved: Notice): string {
    let out = html;
    for (const [src, file] of this.pending) {
      if (!out.includes(src)) continue;
      const stored = [...saved.files].reverse().find((f) => f.orignlFileNm === file.name && f.fileSize === file.size);
      if (stored) out = out.split(src).join(noticeFileHref(saved.nttId, stored.fileOrdr));
    }
    return out;
  }
}
