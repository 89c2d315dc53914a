/** The first position of a GeoJSON geometry. */
export function firstPosition(geometry: unknown): [number, number] | null {
  let c: unknown = (geometry as { coordinates?: unknown } | undefined)?.coordinates;
  while (Array.isArray(c) && Array.isArray(c[0])) c = c[0];
  return Array.isArray(c) && typeof c[0] === 'number' && typeof c[1] === 'number' ? [c[0], c[1]] : null;
}

/**
 * Where a refused save's reason goes on the map: the field of a batch's 400
 * (`changes.N.geometry`) names the change; its shape's first position (lon/lat).
 */
export function refusedShapePlace(field: string | undefined, changes: ReadonlyArray<{ geometry?: unknown }>): [number, number] | null {
  const at = /^changes\.(\d+)\.geometry$/.exec(field ?? '');
  return at ? firstPosition(changes[Number(at[1])]?.geometry) : null;
}
