import { Injectable } from '@nestjs/common';
import { DEFAULT_MAP_SRID, lyrTySeCodeOfGeometryType, type LyrTySeCode } from '@nuri/domain';
import { DomainError } from '../../../common/errors/domain-error';
import { GdalCli } from '../gdal/gdal-cli';
import { ImportStorage } from '../import-storage';
import type { VectorPlan } from '../import-plan';
import type { PreparedUpload, PrepareInput } from './prepared-upload';
import { queryVector } from './probe';
import { SrsCatalog } from './srs-catalog';
import {
  baseName,
  checkFile,
  gdalEncoding,
  requireFiles,
  requireKind,
  type UploadOptions,
} from './upload-checks';

type GeometryClass = NonNullable<UploadOptions['geometryType']>;

const CLASSES: Readonly<
  Record<GeometryClass, { code: LyrTySeCode; types: string[]; nlt: VectorPlan['geometryType'] }>
> = {
  point: { code: '1', types: ['POINT', 'MULTIPOINT'], nlt: 'MULTIPOINT' },
  line: { code: '2', types: ['LINESTRING', 'MULTILINESTRING'], nlt: 'MULTILINESTRING' },
  polygon: { code: '3', types: ['POLYGON', 'MULTIPOLYGON'], nlt: 'MULTIPOLYGON' },
};
// DXF entities all sit in one OGR layer; the counts come from GDAL's SQLite dialect.
const COUNT_BY_TYPE = 'SELECT GeometryType(geometry) AS t, count(*) AS n FROM entities GROUP BY 1';

/**
 * CAD drawings (DXF): GDAL turns the entities into points, lines (lines, polylines, arcs) and
 * polygons (hatches, solids). A layer holds one geometry type: the one the user chooses, else the
 * most common; the other entities are counted in the import report. DXF has no coordinate system:
 * the user's SRID, else the map's (EPSG:5186).
 */
@Injectable()
export class DxfPreparer {
  constructor(
    private readonly gdal: GdalCli,
    private readonly storage: ImportStorage,
    private readonly srs: SrsCatalog,
  ) {}

  async prepare(input: PrepareInput): Promise<PreparedUpload> {
    const files = requireFiles(input.files);
    if (files.length > 1) throw new DomainError('BAD_REQUEST', 'upload.oneFile');
    const file = files[0];
    checkFile('dxf', file);
    await requireKind(file.path, file.originalname, ['dxf'], 'DXF');
    const source = await this.storage.adopt(file.path, input.workDir, 'source.dxf');
    const rows = await queryVector(this.gdal, source, file.originalname, [
      '-dialect',
      'SQLite',
      '-sql',
      COUNT_BY_TYPE,
    ]);
    const counts: Record<GeometryClass, number> = { point: 0, line: 0, polygon: 0 };
    const leftOut: Record<string, number> = {};
    for (const [type, n] of rows) {
      const cls = classOf(type ?? '');
      if (cls) counts[cls] += Number(n) || 0;
      else leftOut[type || 'NONE'] = (leftOut[type || 'NONE'] ?? 0) + (Number(n) || 0);
    }
    const chosen = input.options.geometryType ?? mostCommon(counts);
    if (!counts[chosen]) {
      if (!counts.point && !counts.line && !counts.polygon)
        throw new DomainError('BAD_REQUEST', 'upload.noFeatures');
      throw new DomainError('BAD_REQUEST', 'upload.dxf.geometryMissing', { geometryType: chosen });
    }
    for (const cls of Object.keys(counts) as GeometryClass[])
      if (cls !== chosen && counts[cls]) leftOut[cls] = counts[cls];
    const srid = input.options.srid ?? DEFAULT_MAP_SRID;
    await this.srs.require(srid);
    const spec = CLASSES[chosen];
    return {
      lyrTySeCode: spec.code,
      defaultName: baseName(file.originalname),
      plan: {
        kind: 'vector',
        driver: 'DXF',
        source: 'source.dxf',
        layerName: 'entities',
        srid,
        encoding: gdalEncoding(input.options.encoding),
        geometryType: spec.nlt,
        where: `OGR_GEOMETRY IN (${spec.types.map((t) => `'${t}'`).join(', ')})`,
        expectedCount: counts[chosen],
        leftOut,
      },
    };
  }
}

function classOf(type: string): GeometryClass | null {
  const code = lyrTySeCodeOfGeometryType(type);
  if (code === '1') return 'point';
  if (code === '2') return 'line';
  if (code === '3') return 'polygon';
  return null;
}

/** The class with the most entities (lines first on a tie: drawings are mostly lines). */
function mostCommon(counts: Record<GeometryClass, number>): GeometryClass {
  return (['line', 'polygon', 'point'] as const).reduce(
    (best, cls) => (counts[cls] > counts[best] ? cls : best),
    'line' as GeometryClass,
  );
}
