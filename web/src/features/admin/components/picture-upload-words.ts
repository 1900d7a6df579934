import { UPLOAD_MAX_BYTES } from '@chitra/contract/admin-catalogue-rules';

/**
 * The upload list's words in English: the source of the `admin` catalogue's
 * upload messages (locales/en/admin.ts builds them from these, with ICU
 * placeholders), kept here too for the tests of the pages that upload.
 */
export const PICTURE_UPLOAD_WORDS = {
  choose: 'Choose pictures',
  drop: 'Drag pictures here, or choose them.',
  limits: (megabytes: number | string = UPLOAD_MAX_BYTES / 1024 / 1024) => `JPEG, PNG, WebP or TIFF, ${megabytes} MB at most each.`,
  list: 'Pictures being uploaded',
  sending: (percent: number | string) => `Uploading… ${percent}%`,
  queued: 'Waiting to be processed…',
  processing: (percent: number | string) => `Processing… ${percent}%`,
  finishing: 'Adding it…',
  done: 'Added.',
  uploadBar: (name: string) => `Uploading ${name}`,
  processBar: (name: string) => `Processing ${name}`,
  failed: 'The upload failed. Please try again.',
} as const;
