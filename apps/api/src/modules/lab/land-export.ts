import { csvField } from '../../common/files/csv-field';
import type { BundleDto } from './dto/land.dto';

const CSV_COLUMNS = ['pnu', 'jibunAddr', 'ldNm', 'lndcgrNm', 'prposAreaNm', 'pblntfPclnd', 'lndpclAr'] as const;

export { csvField };

/** The bundle's parcels as CSV (header, one line per parcel, a total line of the area). */
export function bundleCsv(bundle: BundleDto): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const p of bundle.parcels) lines.push(CSV_COLUMNS.map((c) => csvField(p[c])).join(','));
  lines.push(['', 'total', '', '', '', '', bundle.totalAr].map((v) => csvField(v)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The bundle as a GeoJSON FeatureCollection (EPSG:4326) with the parcels' attributes. */
export function bundleGeoJson(bundle: BundleDto): Record<string, unknown> {
  return {
    type: 'FeatureCollection',
    name: bundle.bundleNm,
    bundleId: bundle.bundleId,
    totalAr: bundle.totalAr,
    features: bundle.parcels.map((p) => ({
      type: 'Feature',
      id: p.pnu,
      properties: {
        pnu: p.pnu,
        jibunAddr: p.jibunAddr,
        ldNm: p.ldNm,
        lndcgrNm: p.lndcgrNm,
        prposAreaNm: p.prposAreaNm,
        pblntfPclnd: p.pblntfPclnd,
        lndpclAr: p.lndpclAr,
      },
      geometry: p.geometry,
    })),
  };
}
