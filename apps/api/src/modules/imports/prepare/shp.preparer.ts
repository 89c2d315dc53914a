import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { fileExtension, lyrTySeCodeOfGeometryType, LYR_TY_SE_CODES, SHP_PARTS, SHP_REQUIRED_PARTS, type ShpPart } from '@nuri/domain';
import { DomainError } from '../../../common/errors/domain-error';
import { GdalCli } from '../gdal/gdal-cli';
import { ImportStorage } from '../import-storage';
import { extractZipEntries, listZip } from '../zip-reader';
import type { PreparedUpload, PrepareInput } from './prepared-upload';
import { probeVector } from './probe';
import { SrsCatalog } from './srs-catalog';
import {
  baseName,
  checkFile,
  extensionOf,
  gdalEncoding,
  requireFiles,
  requireKind,
  type ReceivedFile,
} from './upload-checks';

const PARTS = SHP_PARTS;
type Part = ShpPart;
const REQUIRED = SHP_REQUIRED_PARTS;
// Without a .cpg (and without the user's choice) attributes are read as CP949, the Korean Windows default.
const DEFAULT_ENCODING = 'CP949';

/**
 * Shapefiles: one zip holding .shp, .shx and .dbf (with .prj and .cpg when present), or the part
 * files themselves. A missing part is named; the parts are stored as source.<ext>.
 */
@Injectable()
export class ShpPreparer {
  constructor(
    private readonly gdal: GdalCli,
    private readonly storage: ImportStorage,
    private readonly srs: SrsCatalog,
  ) {}

  async prepare(input: PrepareInput): Promise<PreparedUpload> {
    const files = requireFiles(input.files);
    files.forEach((f) => checkFile('shp', f));
    const zips = files.filter((f) => extensionOf(f) === 'zip');
    if (zips.length && files.length > 1) throw new DomainError('BAD_REQUEST', 'upload.shp.zipAlone');
    const parts = zips.length
      ? await this.fromZip(zips[0], input.workDir)
      : await this.fromParts(files, input.workDir);
    const shp = path.join(input.workDir, 'source.shp');
    await requireKind(shp, `${parts.stem}.shp`, ['shp'], 'SHP');
    await requireKind(path.join(input.workDir, 'source.shx'), `${parts.stem}.shx`, ['shp'], 'SHX');
    await requireKind(path.join(input.workDir, 'source.dbf'), `${parts.stem}.dbf`, ['dbf'], 'DBF');
    const encoding =
      gdalEncoding(input.options.encoding) ?? (parts.found.has('cpg') ? null : DEFAULT_ENCODING);
    const [layer] = await probeVector(
      this.gdal,
      shp,
      `${parts.stem}.shp`,
      encoding ? ['-oo', `ENCODING=${encoding}`] : [],
    );
    if (!layer?.featureCount) throw new DomainError('BAD_REQUEST', 'upload.noFeatures');
    const lyrTySeCode = lyrTySeCodeOfGeometryType(layer.geometry);
    if (!lyrTySeCode)
      throw new DomainError('BAD_REQUEST', 'upload.geometryUnsupported', { type: layer.geometry });
    const srid = input.options.srid ?? layer.epsg;
    if (!srid) throw new DomainError('BAD_REQUEST', 'upload.srid.required');
    await this.srs.require(srid);
    return {
      lyrTySeCode,
      defaultName: parts.stem,
      plan: {
        kind: 'vector',
        driver: 'ESRI Shapefile',
        source: 'source.shp',
        layerName: layer.name,
        srid,
        encoding,
        // Shapefile "polygon" and "line" layers may hold multi-part shapes: one type for the table.
        geometryType: lyrTySeCode === LYR_TY_SE_CODES.POINT ? null : 'PROMOTE_TO_MULTI',
        where: null,
        expectedCount: layer.featureCount,
        leftOut: {},
      },
    };
  }

  private async fromZip(zip: ReceivedFile, workDir: string): Promise<{ stem: string; found: Set<Part> }> {
    await requireKind(zip.path, zip.originalname, ['zip'], 'ZIP');
    const entries = (await listZip(zip.path)).filter((e) => !e.directory);
    const shps = entries.filter((e) => fileExtension(e.name) === 'shp');
    if (!shps.length) throw new DomainError('BAD_REQUEST', 'upload.shp.notFound');
    if (shps.length > 1)
      throw new DomainError('BAD_REQUEST', 'upload.shp.multiple', {
        names: shps.map((e) => e.name).join(', '),
      });
    const stem = shps[0].name.slice(0, -'.shp'.length);
    const targets = new Map<string, string>();
    const found = new Set<Part>();
    for (const part of PARTS) {
      const entry = entries.find((e) => e.name.toLowerCase() === `${stem}.${part}`.toLowerCase());
      if (!entry) continue;
      found.add(part);
      targets.set(entry.name, path.join(workDir, `source.${part}`));
    }
    requireParts(found);
    await extractZipEntries(zip.path, targets);
    return { stem: baseName(`${stem}.shp`), found };
  }

  private async fromParts(
    files: ReceivedFile[],
    workDir: string,
  ): Promise<{ stem: string; found: Set<Part> }> {
    const found = new Set<Part>();
    for (const file of files) {
      const part = extensionOf(file) as Part;
      if (found.has(part))
        throw new DomainError('BAD_REQUEST', 'upload.shp.multiple', {
          names: files.map((f) => f.originalname).join(', '),
        });
      found.add(part);
    }
    if (!found.has('shp')) throw new DomainError('BAD_REQUEST', 'upload.shp.notFound');
    requireParts(found);
    for (const file of files) await this.storage.adopt(file.path, workDir, `source.${extensionOf(file)}`);
    const shp = files.find((f) => extensionOf(f) === 'shp');
    return { stem: baseName(shp?.originalname ?? 'layer'), found };
  }
}

function requireParts(found: ReadonlySet<Part>): void {
  const missing = REQUIRED.filter((p) => !found.has(p));
  if (missing.length)
    throw new DomainError('BAD_REQUEST', 'upload.shp.partMissing', {
      parts: missing.map((p) => `.${p}`).join(', '),
    });
}
