import { randomUUID } from 'node:crypto';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { canCreateContent, HOLD_DATA_SE_CODES, isProviderAdminCode } from '@nuri/domain';
import { Queue } from 'bullmq';
import { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { importJobId, JOBS, QUEUES } from '../../jobs/queues';
import { Layer } from '../layers';
import { CustomLayersService } from './custom-layers.service';
import type { UploadAcceptedDto, UploadLayerDto } from './dto/imports.dto';
import { ImportStorage } from './import-storage';
import type { FileUploadType, ImportJobData } from './import-plan';
import { DxfPreparer } from './prepare/dxf.preparer';
import { GeocodingPreparer } from './prepare/geocoding.preparer';
import type { PreparedUpload, PrepareInput } from './prepare/prepared-upload';
import { RasterPreparer } from './prepare/raster.preparer';
import { ShpPreparer } from './prepare/shp.preparer';
import type { ReceivedFile } from './prepare/upload-checks';
import { WebLayersService } from './web/web-layers.service';

const DAY_SECONDS = 24 * 3600;

/**
 * POST /layers/upload. Files are checked before anything is created (type and size limits,
 * content, zip safety, parts, encoding, coordinate columns and SRID, a quick GDAL probe); then
 * the layer row (IMPORTING) and its import job are created and the worker converts the data.
 * Web and custom layers are ready at once. A refused upload leaves no row, table or file.
 */
@Injectable()
export class LayerUploadsService {
  constructor(
    @InjectRepository(Layer) private readonly layers: Repository<Layer>,
    @InjectQueue(QUEUES.import) private readonly queue: Queue,
    private readonly storage: ImportStorage,
    private readonly shp: ShpPreparer,
    private readonly geocoding: GeocodingPreparer,
    private readonly dxf: DxfPreparer,
    private readonly raster: RasterPreparer,
    private readonly web: WebLayersService,
    private readonly custom: CustomLayersService,
  ) {}

  async upload(
    caller: AuthUser,
    files: ReceivedFile[] | undefined,
    dto: UploadLayerDto,
  ): Promise<UploadAcceptedDto> {
    if (!canCreateContent(caller.userSeCode)) throw new DomainError('FORBIDDEN', 'upload.viewerNotAllowed');
    const holdDataSeCode = dto.holdDataSeCode ?? HOLD_DATA_SE_CODES.USER;
    // National spatial information is loaded by the provider's admins only.
    if (holdDataSeCode === HOLD_DATA_SE_CODES.NATIONAL && !isProviderAdminCode(caller.userSeCode)) {
      throw new DomainError('FORBIDDEN', 'upload.nationalAdminOnly');
    }
    switch (dto.uploadType) {
      case 'web':
      case 'custom':
        if (files?.length) throw new DomainError('BAD_REQUEST', 'upload.noFileExpected');
        return dto.uploadType === 'web'
          ? this.web.register(caller, dto, holdDataSeCode)
          : this.custom.create(caller, dto, holdDataSeCode);
      default:
        return this.importFile(caller, files ?? [], dto, dto.uploadType, holdDataSeCode);
    }
  }

  private async importFile(
    caller: AuthUser,
    files: ReceivedFile[],
    dto: UploadLayerDto,
    uploadType: FileUploadType,
    holdDataSeCode: '1' | '9',
  ): Promise<UploadAcceptedDto> {
    const lyrId = randomUUID();
    const workDir = this.storage.workDirOf(lyrId);
    const jobId = importJobId(lyrId);
    try {
      const input: PrepareInput = {
        lyrId,
        workDir: await this.storage.createWorkDir(lyrId),
        files,
        options: dto,
      };
      const prepared = await this.prepare(uploadType, input);
      await this.storage.handOver(lyrId);
      await this.layers.insert({
        lyrId,
        lyrNm: dto.lyrNm ?? prepared.defaultName,
        lyrDc: dto.lyrDc ?? null,
        lyrTySeCode: prepared.lyrTySeCode,
        holdDataSeCode,
        uploadTy: uploadType,
        insttCode: caller.insttCode,
        registerId: caller.userId,
        lyrSttusCode: 'IMPORTING',
        importJobId: jobId,
      });
      const data: ImportJobData = {
        lyrId,
        registerId: caller.userId,
        insttCode: caller.insttCode,
        uploadType,
        workDir,
        plan: prepared.plan,
      };
      try {
        await this.queue.add(JOBS.import.layer, data, {
          jobId,
          attempts: 2,
          backoff: { type: 'fixed', delay: 3000 },
          removeOnComplete: { age: 7 * DAY_SECONDS },
          removeOnFail: { age: 30 * DAY_SECONDS },
        });
      } catch (e) {
        await this.layers.delete({ lyrId });
        throw e;
      }
      return { lyrId, jobId, lyrSttusCode: 'IMPORTING', subLayers: [] };
    } catch (e) {
      await this.storage.remove(workDir);
      throw e;
    }
  }

  private prepare(uploadType: FileUploadType, input: PrepareInput): Promise<PreparedUpload> {
    switch (uploadType) {
      case 'shp':
        return this.shp.prepare(input);
      case 'geocoding':
        return this.geocoding.prepare(input);
      case 'dxf':
        return this.dxf.prepare(input);
      case 'geotiff':
        return this.raster.prepareGeoTiff(input);
      case 'image':
        return this.raster.prepareImage(input);
    }
  }
}
