import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Whether an institution may use the menu items carrying a menuId (no row means yes). */
@Entity({ name: 'menu_access' })
export class MenuAccess {
  @PrimaryColumn({ name: 'instt_code', type: 'varchar', length: 30 })
  insttCode!: string;

  @PrimaryColumn({ name: 'menu_id', type: 'varchar', length: 40 })
  menuId!: string;

  @Column({ name: 'access_at', type: 'char', length: 1 })
  accessAt!: 'Y' | 'N';

  @Column({ name: 'updusr_id', type: 'varchar', length: 30, nullable: true })
  updusrId!: string | null;

  @UpdateDateColumn({ name: 'updt_dt', type: 'timestamptz' })
  updtDt!: Date;
}
