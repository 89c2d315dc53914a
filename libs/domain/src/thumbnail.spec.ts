import { fileExtension, formatFileSize, hasExtension } from './files';
import { checkThumbnail, THUMBNAIL_MAX_BYTES } from './thumbnail';

describe('file helpers', () => {
  it('reads the lower-case extension after the last dot', () => {
    expect(fileExtension('Photo.JPG')).toBe('jpg');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('C:\\maps\\a.b\\noext')).toBe('');
    expect(fileExtension('.png')).toBe('');
    expect(fileExtension('png')).toBe('');
    expect(hasExtension('a.Png', ['png'])).toBe(true);
    expect(hasExtension('a.', [''])).toBe(false);
  });

  it.each([
    [0, '0B'],
    [512, '512B'],
    [1024, '1KB'],
    [1536, '1.5KB'],
    [1048576, '1MB'],
    [1048577, '1.01MB'],
    [1572864, '1.5MB'],
    [3 * 1048576, '3MB'],
    [1073741824, '1GB'],
  ])('formatFileSize(%i) = %p', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('checkThumbnail', () => {
  it.each(['a.png', 'b.JPG', 'c.jpeg'])('accepts %p at exactly 1 MB', (fileName) => {
    expect(checkThumbnail({ fileName, size: 1048576 })).toEqual({ ok: true });
  });

  it('refuses 1 byte over 1 MB and shows the current size', () => {
    expect(THUMBNAIL_MAX_BYTES).toBe(1048576);
    expect(checkThumbnail({ fileName: 'a.png', size: 1048577 })).toEqual({
      ok: false,
      problem: 'SIZE',
      titleKey: 'thumbnail.sizeTitle',
      messageKey: 'thumbnail.sizeExceeded',
      params: { size: '1.01MB' },
    });
  });

  it.each(['a.gif', 'a.webp', 'a.png.exe', 'png', 'a'])('refuses the extension of %p', (fileName) => {
    expect(checkThumbnail({ fileName, size: 10 })).toEqual({
      ok: false,
      problem: 'EXTENSION',
      titleKey: 'thumbnail.extensionTitle',
      messageKey: 'thumbnail.extensionInvalid',
      params: {},
    });
  });

  it('checks the extension before the size', () => {
    expect(checkThumbnail({ fileName: 'a.gif', size: 5 * 1048576 })).toMatchObject({ problem: 'EXTENSION' });
  });
});
