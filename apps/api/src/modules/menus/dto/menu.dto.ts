import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { MENU_LINK_TYPES, SYSTEM_TYPES, type MenuLinkType, type SystemType } from '@nuri/domain';

export class MenuQueryDto {
  /** The system whose menu is asked for. */
  @ApiProperty({ enum: SYSTEM_TYPES })
  @IsIn(SYSTEM_TYPES)
  systemType!: SystemType;

  /** Institution code (required for the institution systems). */
  @IsOptional()
  @IsString()
  @Matches(/^[a-z][a-z0-9-]{1,29}$/)
  insttCode?: string;
}

export class MenuAccessCheckQueryDto {
  /** Institution code. */
  @IsString()
  @Matches(/^[a-z][a-z0-9-]{1,29}$/)
  insttCode!: string;

  /** Access-controlled menu id (e.g. IP_ACCESS). */
  @IsString()
  @MaxLength(40)
  menuId!: string;
}

export class MenuAccessControlDto {
  /** Institution code. */
  @IsString()
  @Matches(/^[a-z][a-z0-9-]{1,29}$/)
  insttCode!: string;

  /** Access-controlled menu ids to set (each must exist in the menu table). */
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(100)
  @ArrayUnique()
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  menuIdList!: string[];

  /** Y allows the menus (and the routes behind them), N denies them. */
  @ApiProperty({ enum: ['Y', 'N'] })
  @IsIn(['Y', 'N'])
  accessAt!: 'Y' | 'N';
}

export class MenuAccessCheckDto {
  @ApiProperty({ enum: ['Y', 'N'] })
  accessAt!: 'Y' | 'N';
}

export class MenuItemDto {
  /** Stable key of the item. */
  id!: string;
  /** Korean name. */
  name!: string;
  /** English name. */
  nameEn!: string;
  @ApiProperty({ enum: MENU_LINK_TYPES })
  linkType!: MenuLinkType;
  /** Route inside the system (without the institution or /admin prefix), or a target address. */
  routerLink!: string | null;
  @ApiProperty({ enum: SYSTEM_TYPES })
  systemType!: SystemType;
  /** Position among its siblings, from 1. */
  order!: number;
  /** group: only holds children; page: opens a screen. */
  @ApiProperty({ enum: ['group', 'page'] })
  viewType!: 'group' | 'page';
  /** Screen number of the spec (e.g. 41, 5321), when the item opens one. */
  viewId!: string | null;
  /** Access-controlled menu id, when the institution may be denied the item. */
  menuId!: string | null;
  /** Marked as an add-on service. */
  addOn!: boolean;
  @ApiProperty({ type: () => [MenuItemDto] })
  innerMenu!: MenuItemDto[];
}
