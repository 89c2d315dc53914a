import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEFAULT_MAP_SRID, isCustomColumnName, type LyrTySeCode } from '@nuri/domain';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { Layer } from '../layers';
import type { CustomColumnDto, CustomColumnType, UploadAcceptedDto, UploadLayerDto } from './dto/imports.dto';
import { CUSTOM_COLUMN_SQL_TYPES, createCustomTableSql, spatialIndexSql, GEOM_COLUMN, layerTableOf } from '../layer-data';

const GEOMETRIES: Readonly<Record<'point' | 'line' | 'polygon', { type: string; code: LyrTySeCode }>> = {
  point: { type: 'Point', code: '1' },
  line: { type: 'LineString', code: '2' },
  polygon: { type: 'Polygon', code: '3' },
};
export const CUSTOM_SQL_TYPES: Readonly<Record<CustomColumnType, string>> = CUSTOM_COLUMN_SQL_TYPES;

/**
 * Custom layers: an empty table of the chosen geometry type (SRID 5186) with typed columns,
 * ready at once; features are added later through the features API. Table and layer row are
 * created in one transaction, so a failure leaves neither.
 */
@Injectable()
export class CustomLayersService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async create(caller: AuthUser, dto: UploadLayerDto, holdDataSeCode: '1' | '9'): Promise<UploadAcceptedDto> {
    if (!dto.geometryType) throw new DomainError('BAD_REQUEST', 'upload.geometryTypeRequired');
    if (!dto.lyrNm) throw new DomainError('BAD_REQUEST', 'upload.custom.nameRequired');
    const columns = checkColumns(dto.columns ?? []);
    const geometry = GEOMETRIES[dto.geometryType];
    const lyrId = randomUUID();
    const table = layerTableOf(lyrId);
    await this.db.transaction(async (tx) => {
      await tx.query(
        createCustomTableSql(
          table,
          columns.map((c) => ({ name: c.name, type: CUSTOM_SQL_TYPES[c.type] })),
          geometry.type,
          DEFAULT_MAP_SRID,
        ),
      );
      await tx.query(spatialIndexSql(table));
      await tx.getRepository(Layer).insert({
        lyrId,
        lyrNm: dto.lyrNm,
        lyrDc: dto.lyrDc ?? null,
        lyrTySeCode: geometry.code,
        holdDataSeCode,
        uploadTy: 'custom',
        insttCode: caller.insttCode,
        registerId: caller.userId,
        tableNm: table.name,
        geomColumn: GEOM_COLUMN,
        geomType: geometry.type,
        srid: DEFAULT_MAP_SRID,
        featureCnt: 0,
        lyrSttusCode: 'READY',
      });
    });
    return { lyrId, jobId: null, lyrSttusCode: 'READY', subLayers: [] };
  }
}

function checkColumns(columns: CustomColumnDto[]): CustomColumnDto[] {
  const seen = new Set<string>();
  for (const c of columns) {
    if (!isCustomColumnName(c.name)) {
      throw new DomainError('BAD_REQUEST', 'upload.custom.columnInvalid', { name: c.name });
    }
    if (seen.has(c.name))
      throw new DomainError('BAD_REQUEST', 'upload.custom.columnDuplicate', { name: c.name });
    seen.add(c.name);
  }
  return columns;
}
