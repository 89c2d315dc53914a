import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type LyrTySeCode = '0' | '1' | '2' | '3' | '5';
export type HoldDataSeCode = '1' | '9';
export type LayerUploadType = 'shp' | 'geocoding' | 'dxf' | 'geotiff' | 'image' | 'web' | 'custom' | 'group';
export type LayerStatus = 'IMPORTING' | 'READY' | 'FAILED';

/**
 * A layer record. Vector data lives in its own table `layers.<tableNm>` (geometry column
 * `geomColumn`, in `srid`), rasters in `rasterPath` under the storage folder, remote layers
 * at `mapUrl`; a group (lyrTySeCode 5) lists its layers in lyr_grp_item.
 */
@Entity({ name: 'lyr' })
export class Layer {
  @PrimaryColumn({ name: 'lyr_id', type: 'varchar', length: 40 })
  lyrId!: string;

  @Column({ name: 'lyr_nm', type: 'varchar', length: 200 })
  lyrNm!: string;

  @Column({ name: 'lyr_dc', type: 'text', nullable: true })
  lyrDc!: string | null;

  @Column({ name: 'lyr_ty_se_code', type: 'char', length: 1 })
  lyrTySeCode!: LyrTySeCode;

  @Column({ name: 'hold_data_se_code', type: 'char', length: 1, default: '1' })
  holdDataSeCode!: HoldDataSeCode;

  @Column({ name: 'upload_ty', type: 'varchar', length: 12 })
  uploadTy!: LayerUploadType;

  @Column({ name: 'lyr_stle_code', type: 'varchar', length: 2, nullable: true })
  lyrStleCode!: string | null;

  @Column({ name: 'map_url', type: 'varchar', length: 1000, nullable: true })
  mapUrl!: string | null;

  @Column({ name: 'map_url_paramtr', type: 'jsonb', nullable: true })
  mapUrlParamtr!: Record<string, unknown> | null;

  @Column({ name: 'instt_code', type: 'varchar', length: 30 })
  insttCode!: string;

  /** Owner (the member who created it). */
  @Column({ name: 'register_id', type: 'varchar', length: 30 })
  registerId!: string;

  @Column({ name: 'table_nm', type: 'varchar', length: 63, nullable: true })
  tableNm!: string | null;

  @Column({ name: 'geom_column', type: 'varchar', length: 63, nullable: true })
  geomColumn!: string | null;

  @Column({ name: 'geom_type', type: 'varchar', length: 30, nullable: true })
  geomType!: string | null;

  @Column({ name: 'srid', type: 'integer', nullable: true })
  srid!: number | null;

  @Column({ name: 'feature_cnt', type: 'bigint', default: 0, transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  featureCnt!: number;

  @Column({ name: 'raster_path', type: 'varchar', length: 300, nullable: true })
  rasterPath!: string | null;

  @Column({ name: 'thumbnail_path', type: 'varchar', length: 300, nullable: true })
  thumbnailPath!: string | null;

  @Column({ name: 'publish_at', type: 'char', length: 1, default: 'N' })
  publishAt!: 'Y' | 'N';

  @Column({ name: 'publish_dt', type: 'timestamptz', nullable: true })
  publishDt!: Date | null;

  @Column({ name: 'style_json', type: 'jsonb', nullable: true })
  styleJson!: Record<string, unknown> | null;

  @Column({ name: 'sld_cn', type: 'text', nullable: true })
  sldCn!: string | null;

  @Column({ name: 'lyr_sttus_code', type: 'varchar', length: 10, default: 'READY' })
  lyrSttusCode!: LayerStatus;

  @Column({ name: 'import_job_id', type: 'varchar', length: 80, nullable: true })
  importJobId!: string | null;

  @Column({ name: 'import_error', type: 'text', nullable: true })
  importError!: string | null;

  @Column({ name: 'import_report', type: 'jsonb', nullable: true })
  importReport!: Record<string, unknown> | null;

  /** Bumped on every data or style edit: keys the tile cache. */
  @Column({ name: 'data_version', type: 'integer', default: 1 })
  dataVersion!: number;

  @CreateDateColumn({ name: 'regist_dt', type: 'timestamptz' })
  registDt!: Date;

  @UpdateDateColumn({ name: 'updt_dt', type: 'timestamptz' })
  updtDt!: Date;
}
