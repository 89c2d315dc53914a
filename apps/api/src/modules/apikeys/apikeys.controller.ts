import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Roles } from '../../common/auth/decorators';
import { InsttScoped } from '../../common/auth/scope.decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { ApiPagedEnvelope } from '../../common/paging/api-paged.decorator';
import type { Paged } from '../../common/paging/paged';
import { ApiKeysService } from './apikeys.service';
import {
  ApiKeyCreateDto,
  ApiKeyCreatedDto,
  ApiKeyDto,
  ApiKeyListQueryDto,
  ApiKeyParamDto,
  ApiKeyUpdateDto,
  ApiUseDto,
  ApiUseListQueryDto,
} from './dto/apikeys.dto';

/**
 * Integrator API keys: institution admins (14) for their institution, provider admins (4) for
 * any. A key authenticates with the X-API-Key header or the crtfckey query parameter on the
 * routes marked with the apiKey security scheme (docs/api-guide.md "API keys"); keys themselves
 * cannot manage keys.
 */
@ApiTags('apikeys')
@Roles(4, 14)
@InsttScoped({ adminOnly: true })
@Controller('apikeys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  /** Keys of an institution (paged; in use first, newest first; searchNm matches names). Provider admins without insttCode: every institution's. */
  @Get()
  @ApiPagedEnvelope(ApiKeyDto)
  list(@CurrentUser() user: AuthUser, @Query() q: ApiKeyListQueryDto): Promise<Paged<ApiKeyDto>> {
    return this.keys.list(user, q);
  }

  /** Creates a key; the answer holds its secret, shown this once (it is stored hashed). */
  @Post()
  @ApiEnvelope(ApiKeyCreatedDto, { status: 201 })
  create(@CurrentUser() user: AuthUser, @Body() dto: ApiKeyCreateDto): Promise<ApiKeyCreatedDto> {
    return this.keys.create(user, dto);
  }

  /** Renames a key or changes its scopes, expiry or IP allow-list (409 once revoked). */
  @Put(':keyId')
  @ApiEnvelope(ApiKeyDto)
  update(@CurrentUser() user: AuthUser, @Param() p: ApiKeyParamDto, @Body() dto: ApiKeyUpdateDto): Promise<ApiKeyDto> {
    return this.keys.update(user, p.keyId, dto);
  }

  /** Revokes a key: refused from the next request on. */
  @Delete(':keyId')
  @ApiEnvelope(null)
  async revoke(@CurrentUser() user: AuthUser, @Param() p: ApiKeyParamDto): Promise<null> {
    await this.keys.revoke(user, p.keyId);
    return null;
  }
}

/** The API usage log: requests per key, day and route group. */
@ApiTags('apikeys')
@Roles(4, 14)
@InsttScoped({ adminOnly: true })
@Controller('apiuse')
export class ApiUseController {
  constructor(private readonly keys: ApiKeysService) {}

  /** Usage rows (paged, newest day first; period startDt–endDt inclusive, one key with keyId). Counts not yet flushed are written first. */
  @Get('list')
  @ApiPagedEnvelope(ApiUseDto)
  list(@CurrentUser() user: AuthUser, @Query() q: ApiUseListQueryDto): Promise<Paged<ApiUseDto>> {
    return this.keys.usageList(user, q);
  }
}
