import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { MenuLinkType, SystemType } from '@nuri/domain';

/** One item of a system's menu tree (seeded by migration). */
@Entity({ name: 'menu' })
export class Menu {
  @PrimaryColumn({ name: 'menu_key', type: 'varchar', length: 60 })
  menuKey!: string;

  @Column({ name: 'system_type', type: 'varchar', length: 20 })
  systemType!: SystemType;

  @Column({ name: 'upper_menu_key', type: 'varchar', length: 60, nullable: true })
  upperMenuKey!: string | null;

  @Column({ name: 'menu_nm', type: 'varchar', length: 100 })
  menuNm!: string;

  @Column({ name: 'menu_eng_nm', type: 'varchar', length: 100 })
  menuEngNm!: string;

  @Column({ name: 'link_ty', type: 'varchar', length: 20 })
  linkTy!: MenuLinkType;

  @Column({ name: 'router_link', type: 'varchar', length: 200, nullable: true })
  routerLink!: string | null;

  @Column({ name: 'sort_ordr', type: 'integer' })
  sortOrdr!: number;

  @Column({ name: 'view_id', type: 'varchar', length: 10, nullable: true })
  viewId!: string | null;

  @Column({ name: 'menu_id', type: 'varchar', length: 40, nullable: true })
  menuId!: string | null;

  @Column({ name: 'wavus_only_at', type: 'boolean' })
  wavusOnlyAt!: boolean;

  @Column({ name: 'openbiz_hidden_at', type: 'boolean' })
  openbizHiddenAt!: boolean;

  @Column({ name: 'election_only_at', type: 'boolean' })
  electionOnlyAt!: boolean;

  @Column({ name: 'add_on_at', type: 'boolean' })
  addOnAt!: boolean;

  @Column({ name: 'use_at', type: 'char', length: 1 })
  useAt!: 'Y' | 'N';
}
