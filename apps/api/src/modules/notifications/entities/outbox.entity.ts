import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A mail or SMS that would have been sent (development and tests, when no provider is configured). */
@Entity({ name: 'dev_outbox' })
export class OutboxMessage {
  @PrimaryGeneratedColumn({ name: 'outbox_sn', type: 'bigint' })
  outboxSn!: string;

  @Column({ name: 'channel', type: 'varchar', length: 10 })
  channel!: 'mail' | 'sms';

  @Column({ name: 'to_addr', type: 'varchar', length: 254 })
  to!: string;

  @Column({ name: 'subject', type: 'varchar', length: 300, nullable: true })
  subject!: string | null;

  @Column({ name: 'text', type: 'text' })
  text!: string;

  @CreateDateColumn({ name: 'creat_dt', type: 'timestamptz' })
  createdAt!: Date;
}
