/** How many page numbers the navigator shows at once. */
export const PAGE_GROUP_SIZE = 10;

/**
 * The page numbers shown around `pageIndex`: the block of `groupSize` pages holding it
 * (1–10, 11–20, …), cut at `pageCount`.
 */
export function pageWindow(pageIndex: number, pageCount: number, groupSize: number = PAGE_GROUP_SIZE): number[] {
  if (pageCount < 1 || groupSize < 1) return [];
  const current = Math.min(Math.max(1, pageIndex), pageCount);
  const start = Math.floor((current - 1) / groupSize) * groupSize + 1;
  const end = Math.min(pageCount, start + groupSize - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
