import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A server key pair kept in the database (the password-transport RSA key when not configured). */
@Entity({ name: 'crypto_key' })
export class CryptoKey {
  @PrimaryColumn({ name: 'key_id', type: 'varchar', length: 40 })
  keyId!: string;

  @Column({ name: 'purpose', type: 'varchar', length: 20 })
  purpose!: string;

  @Column({ name: 'public_pem', type: 'text' })
  publicPem!: string;

  @Column({ name: 'private_pem', type: 'text' })
  privatePem!: string;

  @CreateDateColumn({ name: 'creat_dt', type: 'timestamptz' })
  creatDt!: Date;
}
