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

  @CreateDateColumn({ name: 'regist_dt', type: 'timestamptz' })
  registDt!: Date;

  @UpdateDateColumn({ name: 'updt_dt', type: 'timestamptz' })
  updtDt!: Date;
}
