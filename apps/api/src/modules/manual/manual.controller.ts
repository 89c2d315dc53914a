import { Controller, Get, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators';
import { RawResponse } from '../../common/envelope/raw-response.decorator';
import { ManualService } from './manual.service';

/** Manuals (spec 000 §2, institution admin Help → admin manual download). */
@ApiTags('manual')
@Controller('manual')
export class ManualController {
  constructor(private readonly manuals: ManualService) {}

  /**
   * The admin manual as a PDF (built from docs/admin-manual.md by apps/api/scripts/build-admin-manual.mjs),
   * downloaded as 누리지도_관리자_매뉴얼.pdf. Public: the admin menu links it directly.
   */
  @Get('admin')
  @Public()
  @RawResponse()
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description: 'The admin manual (PDF)',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  admin(): Promise<StreamableFile> {
    return this.manuals.adminManual();
  }
}
