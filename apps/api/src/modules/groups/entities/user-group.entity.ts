import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A member's named list of fellow members of their institution (a share target, scope 2). */
@Entity({ name: 'user_group' })
export class UserGroup {
  @PrimaryGeneratedColumn({ name: 'group_sn', type: 'integer' })
  groupSn!: number;

  @Column({ name: 'instt_code', type: 'varchar', length: 30 })
  insttCode!: string;

  @Column({ name: 'owner_id', type: 'varchar', length: 30 })
  ownerId!: string;

  /** Unique per owner, case-insensitively. */
  @Column({ name: 'group_nm', type: 'varchar', length: 100 })
  groupNm!: string;

  @Column({ name: 'group_dc', type: 'varchar', length: 500, nullable: true })
  groupDc!: string | null;

  @Column({ name: 'regist_dt', type: 'timestamptz' })
  registDt!: Date;

  @Column({ name: 'updt_dt', type: 'timestamptz' })
  updtDt!: Date;
}
