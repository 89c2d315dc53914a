import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** An attachment file group (atchmnfl): the files one caller uploaded together, in order. */
@Entity({ name: 'atchmnfl' })
export class Attachment {
  @PrimaryColumn({ name: 'atchmnfl_id', type: 'varchar', length: 40 })
  atchmnflId!: string;

  /** The uploader's institution when the group was created (who else may read it). */
  @Column({ name: 'instt_code', type: 'varchar', length: 30, nullable: true })
  insttCode!: string | null;

  /** The uploader. */
  @Column({ name: 'register_id', type: 'varchar', length: 30 })
  registerId!: string;

  @CreateDateColumn({ name: 'regist_dt', type: 'timestamptz' })
  registDt!: Date;
}
