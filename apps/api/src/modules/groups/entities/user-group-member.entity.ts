import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One member of a group. */
@Entity({ name: 'user_group_member' })
export class UserGroupMember {
  @PrimaryColumn({ name: 'group_sn', type: 'integer' })
  groupSn!: number;

  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 30 })
  userId!: string;

  @Column({ name: 'regist_dt', type: 'timestamptz' })
  registDt!: Date;
}
