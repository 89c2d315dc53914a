import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One file of an attachment group (atchmnfl_detail); the original name lives only here. */
@Entity({ name: 'atchmnfl_detail' })
export class AttachmentFile {
  @PrimaryColumn({ name: 'atchmnfl_id', type: 'varchar', length: 40 })
  atchmnflId!: string;

  /** Position of the file in its group, from 1; never reused inside the group. */
  @PrimaryColumn({ name: 'file_ordr', type: 'integer' })
  fileOrdr!: number;

  @Column({ name: 'orignl_file_nm', type: 'varchar', length: 255 })
  orignlFileNm!: string;

  /** Path relative to the storage folder (a random name, never the original one). */
  @Column({ name: 'stre_file_path', type: 'varchar', length: 300 })
  streFilePath!: string;

  // bigint arrives from pg as a string; files are at most 20 MB, well inside a JS number.
  @Column({
    name: 'file_size',
    type: 'bigint',
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  fileSize!: number;

  /** Type decided from the content (sniffed), not from what the client said. */
  @Column({ name: 'file_mime', type: 'varchar', length: 100 })
  fileMime!: string;

  @CreateDateColumn({ name: 'regist_dt', type: 'timestamptz' })
  registDt!: Date;
}
