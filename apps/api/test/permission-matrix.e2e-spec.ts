import { permissionMatrixSuite, LOGIN_ROUTES, CELLS } from './support/permission-matrix.suite';

describe('permission matrix: actors × contents × share scopes (issue 8)', () => {
  const suite = permissionMatrixSuite();
  const { actors, contents, http, call } = suite;

  it('every cell is in the table (8 actors × (2 routes × 5 scopes + 6 layer routes × 6 scopes))', () => {
    expect(CELLS).toHaveLength(8 * (2 * 5 + 6 * 6));
    expect(
      CELLS.filter((c) => c[3] === 401).every(
        ([actor, route]) => actor === 'anonymous' && LOGIN_ROUTES.has(route),
      ),
    ).toBe(true);
  });

  it('layers cannot be shared with everyone (the everyone column of layers is "through a map" instead)', async () => {
    const res = await http()
      .post(`/api/layers/${contents.none.lyrId}/shares/all`)
      .set(actors.owner.auth)
      .expect(400);
    expect(res.body.code).toBe(400);
  });

  it.each(CELLS)('%s → %s with scope %s: %i', async (actor, route, scope, status) => {
    const who = actor === 'anonymous' ? null : actors[actor];
    const res = await call(route, contents[scope], who);
    expect({ actor, route, scope, status: res.status }).toEqual({ actor, route, scope, status });
    if (status === 200 && route === 'tile') expect((res.body as Buffer).length).toBeGreaterThan(0);
    if (status === 200 && route === 'features') expect(res.body.result.totalElements).toBe(1);
    if (status === 200 && route === 'thumbnail') expect(res.headers['content-type']).toBe('image/png');
    if (status === 200 && route === 'map') expect(res.body.result.toc[0].layer.viewable).toBe(true);
  });
});
