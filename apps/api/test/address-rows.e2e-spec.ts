import fs from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { findAddressColumn } from '@nuri/domain';
import { GeocodingService, rowMatch } from '../src/modules/geocoding';
import { ensureDemoGazetteer } from './support/gazetteer';
import { createTestAppWith } from './support/test-app';

/**
 * The committed address spreadsheet (test/fixtures/address_rows_geocoding.csv) against the demo
 * gazetteer: its address column is proposed from the Korean header, and every row comes to the
 * status written in its last column (matched, ambiguous, unmatched with the reason) — what an
 * address upload's import report counts.
 */
describe('address rows of a spreadsheet', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestAppWith({ GEOCODER_ORDER: 'gazetteer' });
    await ensureDemoGazetteer(app);
  });
  afterAll(() => app?.close());

  it('proposes 도로명주소 and classifies each row as its expectation says', async () => {
    const text = fs.readFileSync(path.join(__dirname, 'fixtures/address_rows_geocoding.csv'), 'utf8');
    const [header, ...lines] = text.trim().split('\n');
    const headers = header.split(',');
    const column = findAddressColumn(headers);
    expect(column).toEqual({ name: '도로명주소', index: 2 });
    const geocoding = app.get(GeocodingService);
    const seen: Record<string, number> = {};
    for (const line of lines) {
      // Commas inside quotes belong to the cell.
      const cells = line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((c) => c.replace(/^"|"$/g, ''));
      const address = cells[column!.index].trim();
      const expected = cells[cells.length - 1];
      const match = rowMatch(address ? await geocoding.geocode(address) : null);
      const got = match.status === 'unmatched' ? `unmatched:${match.reason}` : match.status;
      expect({ address, got }).toEqual({ address, got: expected });
      seen[match.status] = (seen[match.status] ?? 0) + 1;
      if (match.status === 'ambiguous') expect(match.candidates.length).toBeGreaterThan(1);
    }
    expect(seen).toEqual({ matched: 4, ambiguous: 2, unmatched: 3 });
  });

  it('answers a batch of rows (the import worker path) as geocode() answers each row', async () => {
    const geocoding = app.get(GeocodingService);
    const addresses = ['서울 종로구 세종대로 209', '동일로 3', '서울 종로구 세종대로 9999', '부산 해운대구 해운대해변로 264', '', null, '종로구 세종로 1-68번지', '정부서울청사', "세종대로'; DROP"];
    const batch = await geocoding.geocodeRows(addresses);
    const one = await Promise.all(
      addresses.map(async (a) => {
        if (!a?.trim()) return rowMatch(null);
        try {
          return rowMatch(await geocoding.geocode(a));
        } catch {
          return { status: 'unmatched', reason: 'invalidText' };
        }
      }),
    );
    expect(batch).toEqual(one);
  });
});
