import path from 'node:path';

let files: string[] | null = null;

/** The Pretendard GOV font files (npm pretendard-gov, SIL OFL 1.1) that server-drawn pictures use. */
export function pretendardFiles(): string[] {
  if (!files) {
    const dir = path.join(path.dirname(require.resolve('pretendard-gov/package.json')), 'dist/public/static/alternative');
    files = ['Regular', 'Medium', 'SemiBold', 'Bold'].map((w) => path.join(dir, `PretendardGOV-${w}.ttf`));
  }
  return files;
}
