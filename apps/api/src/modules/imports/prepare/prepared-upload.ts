import type { LyrTySeCode } from '@nuri/domain';
import type { ImportPlan } from '../import-plan';
import type { ReceivedFile, UploadOptions } from './upload-checks';

/** One file upload being checked: its files, options and the (empty) work folder of its import. */
export interface PrepareInput {
  lyrId: string;
  /** Absolute path of the import's work folder. */
  workDir: string;
  files: ReceivedFile[];
  options: UploadOptions;
}

/** A checked upload: what the worker will do, the layer type known so far, a default layer name. */
export interface PreparedUpload {
  plan: ImportPlan;
  lyrTySeCode: LyrTySeCode;
  defaultName: string;
}
