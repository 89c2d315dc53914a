import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import type { INestApplication } from '@nestjs/common';
import Protobuf from 'pbf';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp } from './support/test-app';
import { colourFacts, decodePng } from './support/png';

const binary = (res: request.Response, done: (e: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => {
    const body = Buffer.concat(chunks);
    // Larger tiles come gzip-compressed; the raw stream is read here, so unpack them.
    done(null, body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body) : body);
  });
};
// Colours of the offline base map (libs/map offline-style.ts).
const SEA = '#d6e6f2';
const LAND = '#f4f1e8';

describe('offline base map at city scale and base-map previews', () => {
  let app: INestApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp();
  }, 60000);
  afterAll(async () => {
    await app?.close();
  });

  it('imported high-resolution land around Korea and Korean place labels', async () => {
    const db = app.get(DataSource);
    const [land] = await db.query(
      `SELECT count(*)::int AS parts, sum(ST_NPoints(geom))::int AS points,
              bool_or(iso = '410' AND ST_Intersects(geom, ST_Transform(ST_SetSRID(ST_MakePoint(126.978, 37.5665), 4326), 3857))) AS seoul
         FROM basemap.korea_land`,
    );
    // The 1:50m countries have about 1,500 points for South Korea; the 10 m land has thousands.
    expect(land.seoul).toBe(true);
    expect(land.points).toBeGreaterThan(50_000);
    const [korea] = await db.query(`SELECT name_ko FROM basemap.ne_countries WHERE iso = '410'`);
    expect(korea.name_ko).toBe('대한민국');
    const [places] = await db.query(`SELECT count(*)::int AS n FROM basemap.places WHERE kind = 'district'`);
    expect(places.n).toBe(25);
  });

  const tileAt = async (z: number, x: number, y: number) => {
    const res = await http().get(`/api/basemap/offline/tiles/${z}/${x}/${y}.mvt`).buffer(true).parse(binary);
    return res.status === 200 ? new VectorTile(new Protobuf(res.body as Buffer)) : null;
  };
  const namesOf = (tile: VectorTile | null, layer: string, key = 'name') => {
    const l = tile?.layers[layer];
    return l ? Array.from({ length: l.length }, (_, i) => String(l.feature(i).properties[key])) : [];
  };

  it('serves Seoul at z10 with its district names in Korean, each once, and no country label', async () => {
    // Tile z10 x873 y396 holds central Seoul.
    const tile = await tileAt(10, 873, 396);
    const places = namesOf(tile, 'places');
    for (const name of ['강남구', '종로구', '중구', '송파구']) expect(places.filter((n) => n === name)).toHaveLength(1);
    expect(new Set(places).size).toBe(places.length);
    expect(namesOf(tile, 'country_labels')).toEqual([]);
    expect(tile?.layers.countries.length).toBeGreaterThan(0);
  });

  it('labels a country once per zoom, at one point, with its Korean name', async () => {
    // At z5 Korea spans tiles 27/12 and 27/13 (and neighbours); only one holds its label point.
    const found: string[] = [];
    for (const [x, y] of [[26, 12], [27, 12], [28, 12], [26, 13], [27, 13], [28, 13]])
      found.push(...namesOf(await tileAt(5, x, y), 'country_labels', 'name_ko'));
    expect(found.filter((n) => n === '대한민국')).toHaveLength(1);
  });

  it('renders a preview of every base map: the offline map from its data, others drawn when their tiles are out of reach', async () => {
    const list = await http().get('/api/basemap?pageIndex=1&pageSize=999&imageAt=N&bcrnMapUseAt=Y').expect(200);
    const maps = list.body.result.content as Array<{ bcrnMapId: string; previewUrl: string }>;
    expect(maps.length).toBeGreaterThanOrEqual(4);
    for (const m of maps) {
      expect(m.previewUrl).toMatch(new RegExp(`^/api/basemap/${m.bcrnMapId}/preview\\?v=\\d+`));
      const res = await http().get(m.previewUrl).buffer(true).parse(binary).expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      const pixels = decodePng(res.body as Buffer);
      expect(Math.max(pixels.width, pixels.height)).toBe(192);
      const facts = colourFacts(pixels);
      // A picture, not a flat square: many colours, none covering most of it.
      expect(facts.distinct).toBeGreaterThan(40);
      expect(facts.topShare).toBeLessThan(0.75);
      const again = await http().get(m.previewUrl).set('If-None-Match', res.headers.etag).expect(304);
      expect(again.body).toEqual({});
    }
    const offline = await http().get('/api/basemap/OFFLINE_WORLD/preview').buffer(true).parse(binary).expect(200);
    const facts = colourFacts(decodePng(offline.body as Buffer));
    // The peninsula: both sea and land take a real share of the picture.
    expect(facts.share(SEA)).toBeGreaterThan(0.2);
    expect(facts.share(LAND)).toBeGreaterThan(0.2);
  }, 60000);

  it('answers 404 for the preview of an unknown base map', async () => {
    await http().get('/api/basemap/NO_SUCH_MAP/preview').expect(404);
  });
});
