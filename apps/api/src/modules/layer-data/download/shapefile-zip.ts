import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

/**
 * Zips the parts of a shapefile (`<stem>.shp`, `.shx`, `.dbf`, `.prj`, `.cpg`) found in `dir`
 * into `zipPath`, naming them `<entryStem>.<ext>`. Written to disk first, so the temporary folder
 * can be removed whenever the download stream closes.
 */
export async function zipShapefile(dir: string, stem: string, entryStem: string, zipPath: string): Promise<void> {
  const parts = (await fs.readdir(dir)).filter((f) => f.startsWith(`${stem}.`) && path.join(dir, f) !== zipPath).sort();
  const zip = new ZipFile();
  const failed = new Promise<never>((_, reject) => zip.once('error', reject));
  for (const part of parts) zip.addFile(path.join(dir, part), `${entryStem}${part.slice(stem.length)}`);
  zip.end();
  await Promise.race([pipeline(zip.outputStream, createWriteStream(zipPath)), failed]);
}
