import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { images } from './catalogue';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const UPLOAD_STATES = ['queued', 'processing', 'done', 'failed'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

/**
 * A picture uploaded in the admin area, on its way through the image
 * pipeline (decision 027). The bytes wait in the originals storage under
 * `staged_key` until the job `images.upload` has made the picture; the row
 * is the only record of progress, so any server can answer for it.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** images.profile: photo for products, plain for banners and posts. */
    profile: text('profile').notNull(),
    state: text('state', { enum: UPLOAD_STATES }).notNull().default('queued'),
    /** 0–100, for the screen's bar while the job runs. */
    progress: smallint('progress').notNull().default(0),
    fileName: text('file_name').notNull(),
    /** The type sniffed from the bytes, never the browser's word. */
    originalType: text('original_type').notNull(),
    bytes: integer('bytes').notNull(),
    stagedKey: text('staged_key').notNull(),
    /** Set exactly when done. */
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'restrict' }),
    /** Why it failed, for the admin. */
    message: text('message'),
    createdBy: uuid('created_by').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('uploads_created_idx').on(t.createdAt.desc().nullsFirst()),
    check('uploads_profile_ck', sql`${t.profile} in ('photo', 'plain', 'logo')`),
    check('uploads_state_ck', sql`${t.state} in ('queued', 'processing', 'done', 'failed')`),
    check('uploads_progress_ck', sql`${t.progress} between 0 and 100`),
    check('uploads_done_ck', sql`(${t.state} = 'done') = (${t.imageId} is not null)`),
  ],
);
