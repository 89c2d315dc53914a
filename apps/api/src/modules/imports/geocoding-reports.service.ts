import { Injectable, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Locale } from '@nuri/domain';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { attachmentDisposition, safeFileStem } from '../../common/files/content-disposition';
import { csvWithBom } from '../../common/files/csv-field';
import { translate } from '../../common/i18n/locale';
import { LayerAccess } from '../layers';
import { GEOCODE_REPORT_ROWS_SQL } from './imports.queries';

interface ReportRow {
  row: number;
  status: 'matched' | 'ambiguous' | 'unmatched';
  reason: string | null;
  address: string | null;
  matchedAddr: string | null;
  candidateCnt: number;
  x: number | null;
  y: number | null;
  kept: boolean;
}

const HEADERS = ['row', 'status', 'reason', 'address', 'matchedAddr', 'candidateCnt', 'x', 'y', 'inLayer'] as const;

/**
 * The import report of an address table as a CSV file (UTF-8 with BOM, in the caller's language):
 * every row of the file with its result, the reason, the address found, the number of candidates,
 * the point (EPSG:4326) and whether the row is in the layer. Whoever may view the layer may read it.
 */
@Injectable()
export class GeocodingReports {
  constructor(
    private readonly layers: LayerAccess,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async csv(user: AuthUser, lyrId: string, locale: Locale): Promise<StreamableFile> {
    const layer = await this.layers.forView(user, lyrId);
    const report = layer.importReport as { geocoding?: unknown } | null;
    if (!report?.geocoding) throw new DomainError('NOT_FOUND', 'layer.geocodingReport.none');
    const rows: ReportRow[] = await this.db.query(GEOCODE_REPORT_ROWS_SQL, [lyrId]);
    const t = (key: string) => translate(`geocodingReport.${key}`, {}, locale);
    const lines = [
      HEADERS.map((h) => t(`header.${h}`)),
      ...rows.map((r) => [
        r.row,
        t(`status.${r.status}`),
        r.reason ? t(`reason.${r.reason}`) : '',
        r.address ?? '',
        r.matchedAddr ?? '',
        r.candidateCnt,
        r.x ?? '',
        r.y ?? '',
        t(`inLayer.${!r.kept ? 'skipped' : r.x === null ? 'noGeometry' : 'point'}`),
      ]),
    ];
    const fileName = translate('geocodingReport.fileName', { name: safeFileStem(layer.lyrNm) }, locale);
    return new StreamableFile(csvWithBom(lines), {
      type: 'text/csv; charset=utf-8',
      disposition: attachmentDisposition(fileName),
    });
  }
}
