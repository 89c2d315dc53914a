import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { USER_SE_CODES } from '@nuri/domain';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators';
import { InsttScoped } from '../../common/auth/scope.decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import {
  MenuAccessCheckDto,
  MenuAccessCheckQueryDto,
  MenuAccessControlDto,
  MenuItemDto,
  MenuQueryDto,
} from './dto/menu.dto';
import { MenusService } from './menus.service';

@ApiTags('menus')
@Controller('menu')
export class MenusController {
  constructor(private readonly menus: MenusService) {}

  /**
   * The menu tree of a system, already filtered for the institution (wavusOnly, openBiz, election,
   * menu access). User systems are public; provider-admin needs a provider admin, institution-admin
   * the admin of that institution or a provider admin.
   */
  @Public()
  @Get()
  @ApiEnvelope(MenuItemDto, { isArray: true })
  list(@Query() q: MenuQueryDto, @CurrentUser() user: AuthUser | undefined): Promise<MenuItemDto[]> {
    return this.menus.tree(q.systemType, q.insttCode, user);
  }

  /** Whether an institution may use an access-controlled menu (accessAt Y or N): its members and provider admins. */
  @InsttScoped()
  @Get('access-check/instt')
  @ApiEnvelope(MenuAccessCheckDto)
  async accessCheck(@Query() q: MenuAccessCheckQueryDto): Promise<MenuAccessCheckDto> {
    return { accessAt: await this.menus.accessCheck(q.insttCode, q.menuId) };
  }

  /** Allows (Y) or denies (N) menus to an institution by menuIdList (provider admin); a denied menu's routes answer 403. */
  @Roles(USER_SE_CODES.PROVIDER_ADMIN)
  @Post('access-control/instt')
  @HttpCode(200)
  @ApiEnvelope(MenuAccessControlDto)
  controlAccess(
    @Body() dto: MenuAccessControlDto,
    @CurrentUser() user: AuthUser,
  ): Promise<MenuAccessControlDto> {
    return this.menus.controlAccess(dto, user.userId);
  }
}
