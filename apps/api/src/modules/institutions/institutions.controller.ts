import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { USER_SE_CODES } from '@nuri/domain';
import type { Request, Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators';
import { InsttScoped } from '../../common/auth/scope.decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { RawResponse } from '../../common/envelope/raw-response.decorator';
import { DomainError } from '../../common/errors/domain-error';
import { localeOf } from '../../common/i18n/locale';
import { ObjectStorage, sendObject } from '../../common/storage';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import type { Paged } from '../../common/paging/paged';
import { ExistsDto } from '../users';
import {
  CreateInsttDto,
  InstitutionDetailDto,
  InstitutionDto,
  InsttCodeParamDto,
  InsttExistsQueryDto,
  InsttListQueryDto,
  InsttListRowDto,
  InsttStateDto,
  InsttStateResultDto,
  InsttStatusDto,
  UpdateInsttDto,
} from './dto/institutions.dto';
import { InstitutionAdminService } from './institution-admin.service';
import { InstitutionsService } from './institutions.service';

// Hard cap of the upload itself; the 1 MB thumbnail rule answers with its own message.
const IMAGE_UPLOAD_CAP = 10 * 1024 * 1024;

@ApiTags('institutions')
@Controller('instt')
export class InstitutionsController {
  constructor(
    private readonly institutions: InstitutionsService,
    private readonly admin: InstitutionAdminService,
    private readonly storage: ObjectStorage,
  ) {}

  /** Institutions with their member counts (provider admin; paged; searchNm over name and code; sort: creatDt, insttNm, insttCode, planCode, insttSttusCode, memberCnt). */
  @Roles(USER_SE_CODES.PROVIDER_ADMIN)
  @Get()
  @ApiPagedEnvelope(InsttListRowDto)
  list(@Query() q: InsttListQueryDto): Promise<Paged<InsttListRowDto>> {
    return this.institutions.list(q);
  }

  /** Creates an institution (provider admin): code rules, banned words, unique code and name; telephone and address stored encrypted. */
  @Roles(USER_SE_CODES.PROVIDER_ADMIN)
  @Post()
  @ApiEnvelope(InstitutionDetailDto, { status: 201 })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateInsttDto): Promise<InstitutionDetailDto> {
    return this.admin.create(user, dto);
  }

  /** Whether an institution code or name is taken ('already in use' / 'available'). */
  @Public()
  @Get('exists')
  @ApiEnvelope(ExistsDto)
  exists(@Query() q: InsttExistsQueryDto, @Req() req: Request): Promise<ExistsDto> {
    return this.institutions.exists(q, localeOf(req));
  }

  /** The institution's public panel (404 for unknown or deleted institutions). */
  @Public()
  @Get(':insttCode')
  @ApiEnvelope(InstitutionDto)
  panel(@Param() p: InsttCodeParamDto): Promise<InstitutionDto> {
    return this.institutions.panel(p.insttCode);
  }

  /** The institution image (public, like the panel). */
  @Public()
  @RawResponse()
  @Get(':insttCode/image')
  async image(@Param() p: InsttCodeParamDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const file = await this.institutions.imageFile(p.insttCode);
    await sendObject(req, res, this.storage, file.key, {
      headers: { 'Content-Type': file.fileMime, 'Cache-Control': 'public, max-age=300' },
      missing: new DomainError('NOT_FOUND', 'error.notFound'),
    });
  }

  /** Details with the decrypted telephone and address, the master account and its masked phone (admins of the institution, provider admin). */
  @InsttScoped({ adminOnly: true })
  @Get(':insttCode/detail')
  @ApiEnvelope(InstitutionDetailDto)
  detail(@CurrentUser() user: AuthUser, @Param() p: InsttCodeParamDto): Promise<InstitutionDetailDto> {
    return this.institutions.detail(user, p.insttCode);
  }

  /** Updates name, telephone, address and site address (admins). */
  @InsttScoped({ adminOnly: true })
  @Put(':insttCode')
  @ApiEnvelope(InstitutionDetailDto)
  update(
    @CurrentUser() user: AuthUser,
    @Param() p: InsttCodeParamDto,
    @Body() dto: UpdateInsttDto,
  ): Promise<InstitutionDetailDto> {
    return this.admin.update(user, p.insttCode, dto);
  }

  /** Replaces the institution image (multipart 'file': png, jpg or jpeg, at most 1 MB, checked by content; admins). */
  @InsttScoped({ adminOnly: true })
  @Post(':insttCode/image')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    },
  })
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: IMAGE_UPLOAD_CAP, files: 1 } }))
  @ApiEnvelope(InstitutionDto)
  setImage(
    @CurrentUser() user: AuthUser,
    @Param() p: InsttCodeParamDto,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<InstitutionDto> {
    if (!file)
      throw new DomainError('VALIDATION_FAILED', 'error.validation', {}, [
        { field: 'file', message: 'file is required' },
      ]);
    return this.admin.setImage(user, p.insttCode, file);
  }

  /** Removes the institution image (admins). */
  @InsttScoped({ adminOnly: true })
  @Delete(':insttCode/image')
  @ApiEnvelope(InstitutionDto)
  deleteImage(@Param() p: InsttCodeParamDto): Promise<InstitutionDto> {
    return this.admin.deleteImage(p.insttCode);
  }

  /** Operational status: statusMsg is 'normal operation', 'billing in progress' or 'paused' (members of the institution, provider admin). */
  @InsttScoped()
  @Get(':insttCode/status')
  @ApiEnvelope(InsttStatusDto)
  status(@Param() p: InsttCodeParamDto, @Req() req: Request): Promise<InsttStatusDto> {
    return this.institutions.status(p.insttCode, localeOf(req));
  }

  /** Sets the operational status and/or the deleted flag (provider admin); deleteAt Y hides the institution and refuses its members. */
  @Roles(USER_SE_CODES.PROVIDER_ADMIN)
  @InsttScoped({ adminOnly: true })
  @Put(':insttCode/state')
  @ApiEnvelope(InsttStateResultDto)
  setState(@Param() p: InsttCodeParamDto, @Body() dto: InsttStateDto): Promise<InsttStateResultDto> {
    return this.admin.setState(p.insttCode, dto);
  }
}
