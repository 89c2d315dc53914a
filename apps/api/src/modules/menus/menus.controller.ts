import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators';
import { ApiEnvelope } from '../../common/envelope/api-envelope.decorator';
import { MenuAccessCheckDto, MenuAccessCheckQueryDto, MenuItemDto, MenuQueryDto } from './dto/menu.dto';
import { MenusService } from './menus.service';

@Public()
@ApiTags('menus')
@Controller('menu')
export class MenusController {
  constructor(private readonly menus: MenusService) {}

  /** The menu tree of a system, already filtered for the institution (wavusOnly, openBiz, election, menu access). */
  @Get()
  @ApiEnvelope(MenuItemDto, { isArray: true })
  list(@Query() q: MenuQueryDto): Promise<MenuItemDto[]> {
    return this.menus.tree(q.systemType, q.insttCode);
  }

  /** Whether an institution may use an access-controlled menu (accessAt Y or N). */
  @Get('access-check/instt')
  @ApiEnvelope(MenuAccessCheckDto)
  async accessCheck(@Query() q: MenuAccessCheckQueryDto): Promise<MenuAccessCheckDto> {
    return { accessAt: await this.menus.accessCheck(q.insttCode, q.menuId) };
  }
}
