import { DomainError } from '../../../common/errors/domain-error';
import { GdalError, type GdalCli } from '../gdal/gdal-cli';
import {
  parseGdalInfo,
  parseOgrSummary,
  type GdalRasterInfo,
  type OgrLayerSummary,
} from '../gdal/gdal-output';

const PROBE_TIMEOUT_MS = 60_000;

/** `ogrinfo -ro -so -al` of a source opened with one driver only; 400 naming the file when GDAL cannot read it. */
export async function probeVector(
  gdal: GdalCli,
  file: string,
  displayName: string,
  args: string[],
): Promise<OgrLayerSummary[]> {
  try {
    const { stdout } = await gdal.run('ogrinfo', ['-ro', '-so', '-al', ...args, file], {
      timeoutMs: PROBE_TIMEOUT_MS,
    });
    return parseOgrSummary(stdout);
  } catch (e) {
    throw unreadable(e, displayName);
  }
}

/** `gdalinfo -json` of a raster opened with one driver only. */
export async function probeRaster(
  gdal: GdalCli,
  file: string,
  displayName: string,
  driver: string,
): Promise<GdalRasterInfo> {
  try {
    const { stdout } = await gdal.run('gdalinfo', ['-json', '-if', driver, file], {
      timeoutMs: PROBE_TIMEOUT_MS,
    });
    return parseGdalInfo(stdout);
  } catch (e) {
    throw unreadable(e, displayName);
  }
}

/** CSV output of an OGR SQL query over a source (e.g. counts by geometry type), as rows of cells. */
export async function queryVector(
  gdal: GdalCli,
  file: string,
  displayName: string,
  args: string[],
): Promise<string[][]> {
  try {
    const { stdout } = await gdal.run('ogr2ogr', ['-f', 'CSV', '/vsistdout/', ...args, file], {
      timeoutMs: PROBE_TIMEOUT_MS,
    });
    return stdout
      .split(/\r?\n/)
      .slice(1)
      .filter((line) => line.trim() !== '')
      .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
  } catch (e) {
    throw unreadable(e, displayName);
  }
}

function unreadable(e: unknown, displayName: string): unknown {
  return e instanceof GdalError
    ? new DomainError('BAD_REQUEST', 'upload.unreadable', { fileName: displayName })
    : e;
}
