// Notice attachments (issue 10): limits shared by the API (checked when a notice is saved) and the
// admin screens (shown next to the file picker). Each file is also held to the attachment rules of
// POST /attachments (allowed types checked by content, 20 MB per file).

/** Files one notice may carry. */
export const NOTICE_ATTACHMENT_MAX_FILES = 5;
/** Bytes all the files of one notice may take together (50 MB). */
export const NOTICE_ATTACHMENT_MAX_TOTAL_BYTES = 50 * 1024 * 1024;
/** Bytes one attached file may take (the attachments upload limit, 20 MB). */
export const NOTICE_ATTACHMENT_MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Extensions a notice attachment may have (the attachments upload allow-list). */
export const NOTICE_ATTACHMENT_EXTENSIONS: readonly string[] = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'pdf',
  'docx',
  'xlsx',
  'pptx',
  'hwp',
  'txt',
  'csv',
];
