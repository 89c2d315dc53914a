import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, INSTITUTION_MEMBER_CODES } from '@nuri/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { InsttParamDto, type MemberSeCode } from './constituents.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const INVITATION_STATES = ['WAITING', 'AGREED', 'CANCELED'] as const;

export class InvitationParamDto {
  /** Invitation id (from the notice's link). */
  @IsUUID()
  insttUserNtcnId!: string;
}

export class InsttInvitationParamDto extends InsttParamDto {
  /** Invitation id. */
  @IsUUID()
  insttUserNtcnId!: string;
}

/** Invite by e-mail (an account is not needed yet) or by the id of an existing openBiz member: give one of the two. */
export class InviteDto {
  /** E-mail address of the person invited. */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  @Matches(EMAIL_PATTERN, { message: 'contact.invalidEmail' })
  emailaddr?: string;

  /** User id of an existing openBiz member. */
  @IsOptional()
  @IsString()
  @MaxLength(30)
  userId?: string;

  /** Level given on acceptance: 11 editor, 12 member, 13 viewer, 14 institution admin. */
  @ApiProperty({ enum: INSTITUTION_MEMBER_CODES })
  @IsInt()
  @IsIn(INSTITUTION_MEMBER_CODES)
  userSeCode!: MemberSeCode;
}

export class OpenBizInviteDto {
  /** User id of the openBiz member to invite. */
  @IsString()
  @MaxLength(30)
  userId!: string;

  /** Level given on acceptance: 11 editor, 12 member, 13 viewer, 14 institution admin. */
  @ApiProperty({ enum: INSTITUTION_MEMBER_CODES })
  @IsInt()
  @IsIn(INSTITUTION_MEMBER_CODES)
  userSeCode!: MemberSeCode;
}

export class InvitationDto {
  insttUserNtcnId!: string;
  insttCode!: string;
  /** Address the notice was sent to. */
  emailaddr!: string;
  /** The invited account, when one exists. */
  userId!: string | null;
  /** Name of the invited account, when one exists. */
  userNm!: string | null;
  /** Level given on acceptance. */
  @ApiProperty({ enum: INSTITUTION_MEMBER_CODES })
  userSeCode!: MemberSeCode;
  /** Name of the level, in the caller's language. */
  userSeCodeNm!: string;
  /** Y: an existing openBiz member whose account moves into the institution on acceptance. */
  @ApiProperty({ enum: ['Y', 'N'] })
  openbizMoveAt!: 'Y' | 'N';
  @ApiProperty({ enum: INVITATION_STATES })
  sttusCode!: (typeof INVITATION_STATES)[number];
  /** The admin who invited. */
  registerId!: string;
  registDt!: string;
  /** The invitation can be accepted until this time (7 days after it was sent). */
  expiresDt!: string;
  /** Y when a waiting invitation is past expiresDt (it can no longer be accepted). */
  @ApiProperty({ enum: ['Y', 'N'] })
  expiredAt!: 'Y' | 'N';
}

/** What the invitation link shows; the e-mail is masked unless the caller is the invitee. */
export class InvitationCheckDto {
  insttUserNtcnId!: string;
  insttCode!: string;
  insttNm!: string;
  @ApiProperty({ enum: INSTITUTION_MEMBER_CODES })
  userSeCode!: MemberSeCode;
  /** Name of the level, in the caller's language. */
  userSeCodeNm!: string;
  @ApiProperty({ enum: INVITATION_STATES })
  sttusCode!: (typeof INVITATION_STATES)[number];
  expiresDt!: string;
  /** Y when the invitation is past expiresDt. */
  @ApiProperty({ enum: ['Y', 'N'] })
  expiredAt!: 'Y' | 'N';
  /** Invited address: in full for the invitee, masked (ab***@example.com) for anyone else. */
  emailaddr!: string;
  /** true when the logged-in caller is the invited person (may accept). */
  isInvitee!: boolean;
}

export class InvitationAgreedDto {
  insttCode!: string;
  insttNm!: string;
  @ApiProperty({ enum: INSTITUTION_MEMBER_CODES })
  userSeCode!: MemberSeCode;
  /** Name of the level, in the caller's language. */
  userSeCodeNm!: string;
  /** Y when the account moved out of openBiz. */
  @ApiProperty({ enum: ['Y', 'N'] })
  openbizMoveAt!: 'Y' | 'N';
}
