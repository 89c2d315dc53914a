import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Injectable, StreamableFile } from '@nestjs/common';
import { DomainError } from '../../common/errors/domain-error';
import { AppConfig } from '../../config/app-config';
import { attachmentDisposition } from '../../common/files/content-disposition';

/** The committed admin manual, relative to the repository root (see scripts/build-admin-manual.mjs). */
export const ADMIN_MANUAL_PATH = 'apps/api/assets/admin-manual.pdf';
export const ADMIN_MANUAL_FILE_NAME = '누리지도_관리자_매뉴얼.pdf';

/** Serves the manuals committed with the API. */
@Injectable()
export class ManualService {
  constructor(private readonly config: AppConfig) {}

  async adminManual(): Promise<StreamableFile> {
    const file = path.join(this.config.repoRoot, ADMIN_MANUAL_PATH);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) throw new DomainError('NOT_FOUND', 'manual.notFound');
    return new StreamableFile(createReadStream(file), {
      type: 'application/pdf',
      length: stat.size,
      disposition: attachmentDisposition(ADMIN_MANUAL_FILE_NAME),
    });
  }
}
