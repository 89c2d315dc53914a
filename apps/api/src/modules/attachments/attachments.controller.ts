import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  StreamableFile,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { RawResponse } from '../../common/envelope/raw-response.decorator';
import { ATTACHMENT_EXTENSIONS } from './attachment-sniff';
import {
  ATTACHMENT_FIELD,
  ATTACHMENT_MAX_FILES,
  AttachmentUploadInterceptor,
} from './attachment-upload.interceptor';
import { AttachmentsService, type ReceivedFile } from './attachments.service';
import {
  AttachmentFileParamDto,
  AttachmentGroupDto,
  AttachmentIdParamDto,
  UploadAttachmentsDto,
  UploadedAttachmentsDto,
} from './dto/attachments.dto';

@ApiTags('attachments')
@Controller('attachments')
export class AttachmentsController {
  constructor(private readonly attachments: AttachmentsService) {}

  /**
   * Uploads up to 10 files of at most 20 MB each (png, jpg/jpeg, gif, pdf, docx, xlsx, pptx, hwp, UTF-8 txt/csv;
   * the content must match the extension: 415 otherwise, 413 when too large), as a new group or into one of yours.
   */
  @Post()
  @UseInterceptors(AttachmentUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [ATTACHMENT_FIELD],
      properties: {
        [ATTACHMENT_FIELD]: {
          type: 'array',
          maxItems: ATTACHMENT_MAX_FILES,
          items: { type: 'string', format: 'binary' },
          description: `Allowed extensions: ${ATTACHMENT_EXTENSIONS.join(', ')}`,
        },
        atchmnflId: { type: 'string', format: 'uuid', description: 'Add to this group of yours.' },
      },
    },
  })
  @ApiEnvelope(UploadedAttachmentsDto, { status: 201 })
  upload(
    @CurrentUser() user: AuthUser,
    @UploadedFiles() files: ReceivedFile[] | undefined,
    @Body() dto: UploadAttachmentsDto,
  ): Promise<UploadedAttachmentsDto> {
    return this.attachments.upload(user, files, dto.atchmnflId);
  }

  /** The files of a group (the uploader, members of the uploader's institution, provider admins). */
  @Get(':atchmnflId')
  @ApiEnvelope(AttachmentGroupDto)
  list(@CurrentUser() user: AuthUser, @Param() p: AttachmentIdParamDto): Promise<AttachmentGroupDto> {
    return this.attachments.list(user, p.atchmnflId);
  }

  /** Deletes one file of a group (the uploader, admins of the uploader's institution, provider admins). */
  @Delete(':atchmnflId/:fileOrdr')
  @ApiEnvelope(null)
  async remove(@CurrentUser() user: AuthUser, @Param() p: AttachmentFileParamDto): Promise<null> {
    await this.attachments.remove(user, p.atchmnflId, p.fileOrdr);
    return null;
  }

  /** Downloads the group's files as one zip named by the time, e.g. 20261121_153000.zip (readers of the group). */
  @Post(':atchmnflId/download')
  @HttpCode(200)
  @RawResponse()
  @ApiProduces('application/zip')
  @ApiOkResponse({
    description: 'The zip file',
    content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
  })
  download(@CurrentUser() user: AuthUser, @Param() p: AttachmentIdParamDto): Promise<StreamableFile> {
    return this.attachments.download(user, p.atchmnflId);
  }
}
