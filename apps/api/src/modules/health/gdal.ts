import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Version line of the GDAL command-line tools, e.g. "GDAL 3.6.2, released 2023/01/02". */
export async function gdalVersion(gdalinfo: string): Promise<string> {
  const { stdout } = await run(gdalinfo, ['--version'], { timeout: 5000 });
  return stdout.trim();
}
