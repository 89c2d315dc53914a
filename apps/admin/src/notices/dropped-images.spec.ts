import { DroppedImages } from './dropped-images';
import type { Notice } from './notices-api';

const file = (name: string, type: string, bytes = 3) => new File(['x'.repeat(bytes)], name, { type });

describe('images dropped on a notice', () => {
  beforeAll(() => {
    let n = 0;
    URL.createObjectURL = () => `blob:http://localhost/${++n}`;
  });

  it("shows the images at once and writes the saved notice's file addresses into the text", () => {
    const images = new DroppedImages();
    const placed = images.place([file('map.png', 'image/png'), file('report.pdf', 'application/pdf'), file('b.jpg', 'image/jpeg', 5)]);
    expect(placed).toEqual([
      { src: 'blob:http://localhost/1', alt: 'map.png' },
      { src: 'blob:http://localhost/2', alt: 'b.jpg' },
    ]);
    const html = `<p>지도</p><img src="${placed[0].src}" alt="map.png"><img src="${placed[1].src}" alt="b.jpg">`;
    expect(images.waiting(html)).toBe(true);
    const saved = {
      nttId: 42,
      files: [
        { fileOrdr: 1, orignlFileNm: 'map.png', fileSize: 3 },
        { fileOrdr: 2, orignlFileNm: 'report.pdf', fileSize: 3 },
        { fileOrdr: 3, orignlFileNm: 'b.jpg', fileSize: 5 },
      ],
    } as unknown as Notice;
    const resolved = images.resolve(html, saved);
    expect(resolved).toBe('<p>지도</p><img src="/api/notices/42/files/1" alt="map.png"><img src="/api/notices/42/files/3" alt="b.jpg">');
    expect(images.waiting(resolved)).toBe(false);
  });
});
