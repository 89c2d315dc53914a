import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { InstitutionContentCounters } from '../institutions';
import { COUNT_INSTT_LAYERS_SQL, INSTT_LAYER_TABLES_BYTES_SQL } from './layers.queries';

/**
 * The layers' share of an institution's figures (lyrCnt and the storage its layer tables take),
 * registered with the institutions' counters: the operator's institution detail and the
 * dashboards read the same numbers.
 */
@Injectable()
export class LayerCounts implements OnModuleInit {
  constructor(
    private readonly counters: InstitutionContentCounters,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  onModuleInit(): void {
    this.counters.register('lyrCnt', (insttCode) => this.one(COUNT_INSTT_LAYERS_SQL, insttCode));
    this.counters.registerStorage((insttCode) => this.one(INSTT_LAYER_TABLES_BYTES_SQL, insttCode));
  }

  private async one(sql: string, insttCode: string): Promise<number> {
    const rows: Array<{ n: number | string }> = await this.db.query(sql, [insttCode]);
    return Number(rows[0]?.n ?? 0);
  }
}
