/** The middle of a GeoJSON geometry's bounding box (lon/lat), or null without positions. */
export function shapeCentre(geometry: unknown): [number, number] | null {
  const xs: number[] = [];
  const ys: number[] = [];
  const walk = (c: unknown): void => {
    if (!Array.isArray(c)) return;
    if (typeof c[0] === 'number' && typeof c[1] === 'number') {
      xs.push(c[0]);
      ys.push(c[1]);
    } else c.forEach(walk);
  };
  walk((geometry as { coordinates?: unknown } | undefined)?.coordinates);
  if (!xs.length) return null;
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
}

/**
 * Where a refused save's mark goes on the map: the field of a batch's 400
 * (`changes.N.geometry`) names the change; the middle of its shape (lon/lat).
 */
export function refusedShapePlace(field: string | undefined, changes: ReadonlyArray<{ geometry?: unknown }>): [number, number] | null {
  const at = /^changes\.(\d+)\.geometry$/.exec(field ?? '');
  return at ? shapeCentre(changes[Number(at[1])]?.geometry) : null;
}
