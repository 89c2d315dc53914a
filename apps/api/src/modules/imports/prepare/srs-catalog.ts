import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../../common/errors/domain-error';
import { SRS_INFO_SQL } from '../imports.queries';

/** Coordinate systems PostGIS knows (spatial_ref_sys): an upload may only use those. */
@Injectable()
export class SrsCatalog {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Whether the SRID is geographic; 400 when PostGIS does not know it. */
  async require(srid: number): Promise<{ geographic: boolean }> {
    const rows: Array<{ geographic: boolean }> = await this.db.query(SRS_INFO_SQL, [srid]);
    if (!rows.length) throw new DomainError('BAD_REQUEST', 'upload.srid.unknown', { srid });
    return { geographic: rows[0].geographic };
  }
}
