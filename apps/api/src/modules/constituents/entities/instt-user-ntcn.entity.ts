import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type InvitationSttusCode = 'WAITING' | 'AGREED' | 'CANCELED';

/**
 * An invitation to join an institution (instt_user_ntcn). At most one WAITING invitation per
 * institution and e-mail address (unique partial index); an expired one stays WAITING until it
 * is canceled or replaced by a new invitation.
 */
@Entity({ name: 'instt_user_ntcn' })
export class InsttUserNtcn {
  @PrimaryGeneratedColumn('uuid', { name: 'instt_user_ntcn_id' })
  insttUserNtcnId!: string;

  @Column({ name: 'instt_code', type: 'varchar', length: 30 })
  insttCode!: string;

  /** Address the notice was sent to; the invitee accepts while logged in with this address. */
  @Column({ name: 'emailaddr', type: 'varchar', length: 254 })
  emailaddr!: string;

  /** The invited account when it existed at invitation time (else set on acceptance). */
  @Column({ name: 'user_id', type: 'varchar', length: 30, nullable: true })
  userId!: string | null;

  /** Level given on acceptance (11, 12, 13 or 14). */
  @Column({ name: 'user_se_code', type: 'smallint' })
  userSeCode!: number;

  /** Y: an existing openBiz member whose account moves into the institution on acceptance. */
  @Column({ name: 'openbiz_move_at', type: 'char', length: 1, default: 'N' })
  openbizMoveAt!: 'Y' | 'N';

  @Column({ name: 'sttus_code', type: 'varchar', length: 10, default: 'WAITING' })
  sttusCode!: InvitationSttusCode;

  @Column({ name: 'register_id', type: 'varchar', length: 30 })
  registerId!: string;

  @Column({ name: 'regist_dt', type: 'timestamptz' })
  registDt!: Date;

  @Column({ name: 'expires_dt', type: 'timestamptz' })
  expiresDt!: Date;

  @Column({ name: 'agre_dt', type: 'timestamptz', nullable: true })
  agreDt!: Date | null;
}
