import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

import type { InsttStatusCode } from '@nuri/domain';

/** An institution (instt): a subscribing organisation, or the openBiz default one. */
@Entity({ name: 'instt' })
export class Institution {
  @PrimaryColumn({ name: 'instt_code', type: 'varchar', length: 30 })
  insttCode!: string;

  @Column({ name: 'instt_nm', type: 'varchar', length: 100 })
  insttNm!: string;

  @Column({ name: 'instt_url', type: 'varchar', length: 300, nullable: true })
  insttUrl!: string | null;

  @Column({ name: 'instt_tel_encpt', type: 'text', nullable: true })
  insttTelEncpt!: string | null;

  @Column({ name: 'instt_addr_encpt', type: 'text', nullable: true })
  insttAddrEncpt!: string | null;

  @Column({ name: 'image_atchmnfl_id', type: 'varchar', length: 40, nullable: true })
  imageAtchmnflId!: string | null;

  @Column({ name: 'instt_sttus_code', type: 'varchar', length: 20, default: 'NORMAL' })
  insttSttusCode!: InsttStatusCode;

  @Column({ name: 'delete_at', type: 'char', length: 1, default: 'N' })
  deleteAt!: 'Y' | 'N';

  /** Price plan (000001 basic/openBiz, 000004 and 000005 education…). */
  @Column({ name: 'plan_code', type: 'varchar', length: 6, default: '000001' })
  planCode!: string;

  /** The master admin account (transferable to another admin). */
  @Column({ name: 'master_user_id', type: 'varchar', length: 30, nullable: true })
  masterUserId!: string | null;

  /** The master's mobile number, AES-256-GCM sealed (changed with an SMS code). */
  @Column({ name: 'mbtlnum_encpt', type: 'text', nullable: true, select: false })
  mbtlnumEncpt!: string | null;

  @Column({ name: 'creatman_id', type: 'varchar', length: 30, nullable: true })
  creatmanId!: string | null;

  @CreateDateColumn({ name: 'creat_dt', type: 'timestamptz' })
  creatDt!: Date;

  @UpdateDateColumn({ name: 'updt_dt', type: 'timestamptz' })
  updtDt!: Date;
}
