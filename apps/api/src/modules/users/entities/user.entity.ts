import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { UserSeCode } from '@nuri/domain';

export type UserSttus = 'active' | 'disabled' | 'withdrawn';

/** A person with an account: provider admin (4), institution admin (14) or member (11–13). */
@Entity({ name: 'users' })
export class User {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 30 })
  userId!: string;

  @Column({ name: 'user_nm', type: 'varchar', length: 50 })
  userNm!: string;

  @Column({ name: 'emailaddr', type: 'varchar', length: 254 })
  emailaddr!: string;

  @Column({ name: 'user_se_code', type: 'smallint' })
  userSeCode!: UserSeCode;

  @Column({ name: 'instt_code', type: 'varchar', length: 30 })
  insttCode!: string;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash!: string;

  @Column({ name: 'user_sttus', type: 'varchar', length: 20, default: 'active' })
  userSttus!: UserSttus;

  /** Mobile number, AES-256-GCM sealed. */
  @Column({ name: 'mbtlnum_encpt', type: 'text', nullable: true, select: false })
  mbtlnumEncpt!: string | null;

  @Column({ name: 'user_image_path', type: 'varchar', length: 200, nullable: true })
  userImagePath!: string | null;

  @Column({ name: 'password_change_dt', type: 'timestamptz' })
  passwordChangeDt!: Date;

  @Column({ name: 'login_fail_cnt', type: 'smallint', default: 0 })
  loginFailCnt!: number;

  @Column({ name: 'lock_until_dt', type: 'timestamptz', nullable: true })
  lockUntilDt!: Date | null;

  @Column({ name: 'last_login_dt', type: 'timestamptz', nullable: true })
  lastLoginDt!: Date | null;

  @Column({ name: 'terms_agre_dt', type: 'timestamptz', nullable: true })
  termsAgreDt!: Date | null;

  @Column({ name: 'privacy_agre_dt', type: 'timestamptz', nullable: true })
  privacyAgreDt!: Date | null;

  @Column({ name: 'marketing_agre_at', type: 'char', length: 1, default: 'N' })
  marketingAgreAt!: 'Y' | 'N';

  @Column({ name: 'whdwl_resn', type: 'varchar', length: 500, nullable: true })
  whdwlResn!: string | null;

  @Column({ name: 'whdwl_resn_code', type: 'varchar', length: 10, nullable: true })
  whdwlResnCode!: string | null;

  @Column({ name: 'whdwl_dt', type: 'timestamptz', nullable: true })
  whdwlDt!: Date | null;

  @CreateDateColumn({ name: 'regist_dt', type: 'timestamptz' })
  registDt!: Date;

  @UpdateDateColumn({ name: 'updt_dt', type: 'timestamptz' })
  updtDt!: Date;
}
