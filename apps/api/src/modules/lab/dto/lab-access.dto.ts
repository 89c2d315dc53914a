import { ApiProperty } from '@nestjs/swagger';
import { LAB_APP_CODES, type LabAppCode } from '@nuri/domain';
import { IsOptional, IsString, Matches } from 'class-validator';

/** The site a service-lab app is opened from: an institution code, or none for the provider site. */
export class LabSiteQueryDto {
  /** Institution whose site opened the app; its add-ons decide availability (absent: the provider site). */
  @IsOptional()
  @IsString()
  @Matches(/^[a-z][a-z0-9-]{1,29}$/)
  insttCode?: string;
}

/** One service-lab app as the site sees it. */
export class LabAppAccessDto {
  @ApiProperty({ enum: LAB_APP_CODES })
  appCode!: LabAppCode;
  /** The app opens (an institution holds the add-on and is not denied the menu; the provider site always). */
  available!: boolean;
  /** Marked '부가 서비스': an add-on of the plans that this institution does not hold (provider site: every add-on). */
  addOn!: boolean;
  /** Route inside the user system, without the institution prefix. */
  path!: string;
}

export class LabAccessDto {
  /** The institution asked about; null for the provider site. */
  @ApiProperty({ type: String, nullable: true })
  insttCode!: string | null;
  @ApiProperty({ type: () => [LabAppAccessDto] })
  apps!: LabAppAccessDto[];
}
