import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One refresh token of a login's rotating family (only its SHA-256 is stored). */
@Entity({ name: 'refresh_token' })
export class RefreshToken {
  @PrimaryColumn({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ name: 'family_id', type: 'uuid' })
  familyId!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 30 })
  userId!: string;

  @Column({ name: 'issued_dt', type: 'timestamptz' })
  issuedDt!: Date;

  @Column({ name: 'expires_dt', type: 'timestamptz' })
  expiresDt!: Date;

  @Column({ name: 'used_dt', type: 'timestamptz', nullable: true })
  usedDt!: Date | null;

  @Column({ name: 'revoked_dt', type: 'timestamptz', nullable: true })
  revokedDt!: Date | null;
}
