import { z } from 'zod';
import { CONTROL_CHARACTERS, multiLine } from './text';

/** docs/architecture.md §3 items 4 and 7. */
export const RATING_COMMENT_MAX = 1000;

export const RatingBody = z.object({
  prodId: z.uuid('must be a product id'),
  star: z
    .number({ error: 'star must be a whole number from 1 to 5' })
    .int('star must be a whole number from 1 to 5')
    .min(1, 'star must be a whole number from 1 to 5')
    .max(5, 'star must be a whole number from 1 to 5'),
  /** Plain text, rendered escaped; blank means no comment. */
  comment: z
    .string()
    .trim()
    .max(RATING_COMMENT_MAX, `comment must be at most ${RATING_COMMENT_MAX} characters`)
    .refine(multiLine, CONTROL_CHARACTERS)
    .optional(),
});
export type RatingBody = z.input<typeof RatingBody>;

export const RatingResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ totalrating: z.number(), ratingsCount: z.number().int() }),
});
export type RatingResponse = z.infer<typeof RatingResponse>;
