import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Job, Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { JOBS, QUEUES, reimportJobId } from '../../jobs/queues';
import { LayerTables, findColumn } from '../layer-data';
import { LayerAccess } from '../layers';
import type { UploadAcceptedDto } from './dto/imports.dto';
import type { ReimportLayerDto } from './dto/reimport.dto';
import { ImportStorage } from './import-storage';
import { SET_IMPORT_JOB_SQL } from './imports.queries';
import type { FileUploadType, ImportJobData } from './import-plan';
import { DxfPreparer } from './prepare/dxf.preparer';
import { GeocodingPreparer } from './prepare/geocoding.preparer';
import type { PreparedUpload, PrepareInput } from './prepare/prepared-upload';
import { ShpPreparer } from './prepare/shp.preparer';
import type { ReceivedFile } from './prepare/upload-checks';

const DAY_SECONDS = 24 * 3600;
const REIMPORT_TYPES: readonly string[] = ['shp', 'geocoding', 'dxf'];
const field = (name: string, key: string, params: Record<string, string> = {}) =>
  new DomainError('VALIDATION_FAILED', key, params, [{ field: name, message: key, params }]);

/**
 * POST /layers/{lyrId}/reimport: a ready vector layer's data updated from a new file, for its
 * editors. The file is checked as an upload of the layer's type is; then an import job (same
 * stages, progress and cancel as an upload) loads it beside the layer and applies it in one
 * transaction as ONE new layer version (REIMPORT), which the version restore can undo. The layer
 * stays readable throughout. A refused request leaves nothing behind.
 */
@Injectable()
export class LayerReimportService {
  constructor(
    private readonly access: LayerAccess,
    private readonly tables: LayerTables,
    @InjectQueue(QUEUES.import) private readonly queue: Queue,
    private readonly storage: ImportStorage,
    private readonly shp: ShpPreparer,
    private readonly geocoding: GeocodingPreparer,
    private readonly dxf: DxfPreparer,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async start(user: AuthUser, lyrId: string, files: ReceivedFile[] | undefined, dto: ReimportLayerDto): Promise<UploadAcceptedDto> {
    const layer = await this.access.forEdit(user, lyrId);
    this.access.requireVector(layer);
    if (!REIMPORT_TYPES.includes(layer.uploadTy ?? '')) throw new DomainError('CONFLICT', 'layer.reimport.notAllowed');
    let keyColumn: string | null = null;
    if (dto.mode === 'upsert') {
      if (!dto.keyColumn) throw field('keyColumn', 'layer.reimport.keyRequired');
      const t = await this.tables.describe(layer);
      const key = findColumn(t.attributes, dto.keyColumn);
      if (!key) throw field('keyColumn', 'layer.reimport.keyNotInLayer', { column: dto.keyColumn });
      keyColumn = key.name;
    }
    if (await this.running(layer.importJobId)) throw new DomainError('CONFLICT', 'layer.reimport.busy');
    const uploadType = layer.uploadTy as FileUploadType;
    const workDir = this.storage.workDirOf(lyrId);
    const jobId = reimportJobId(lyrId, Date.now());
    try {
      const input: PrepareInput = { lyrId, workDir: await this.storage.createWorkDir(lyrId), files: files ?? [], options: dto };
      const prepared = await this.prepare(uploadType, input);
      // Address tables are geocoded into new layers; a layer's data is updated from coordinates.
      if (prepared.plan.kind === 'address') throw field('files', 'layer.reimport.addressTable', { column: prepared.plan.addressColumn });
      if (prepared.lyrTySeCode !== layer.lyrTySeCode) {
        throw field('files', 'layer.reimport.geometryMismatch', { expected: layer.geomType ?? layer.lyrTySeCode, actual: prepared.plan.kind === 'geocoding' ? 'Point' : prepared.lyrTySeCode });
      }
      await this.storage.handOver(lyrId);
      const data: ImportJobData = {
        lyrId,
        registerId: layer.registerId,
        insttCode: layer.insttCode,
        uploadType,
        workDir,
        plan: prepared.plan,
        reimport: { mode: dto.mode, keyColumn, userId: user.userId, userNm: user.userNm, fileName: files?.[0]?.originalname ?? '' },
      };
      await this.queue.add(JOBS.import.layer, data, {
        jobId,
        attempts: 1,
        removeOnComplete: { age: 7 * DAY_SECONDS },
        removeOnFail: { age: 30 * DAY_SECONDS },
      });
      await this.db.query(SET_IMPORT_JOB_SQL, [lyrId, jobId]);
      return { lyrId, jobId, lyrSttusCode: 'READY', subLayers: [] };
    } catch (e) {
      await this.storage.remove(workDir);
      throw e;
    }
  }

  /** Whether the layer's last import job (a re-import) is still queued or running. */
  private async running(jobId: string | null): Promise<boolean> {
    if (!jobId) return false;
    const job = (await this.queue.getJob(jobId)) as Job<ImportJobData> | undefined;
    if (!job || job.data.cancelled) return false;
    const state = await job.getState();
    return ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children'].includes(state);
  }

  private prepare(uploadType: FileUploadType, input: PrepareInput): Promise<PreparedUpload> {
    switch (uploadType) {
      case 'shp':
        return this.shp.prepare(input);
      case 'geocoding':
        return this.geocoding.prepare(input);
      default:
        return this.dxf.prepare(input);
    }
  }
}
