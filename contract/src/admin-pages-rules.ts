/**
 * The limits and words of the shop's own pages in the admin area
 * (admin-pages.ts has the shapes). Zod-free, so the screens import it
 * without loading zod.
 */

import { worded } from './worded';

export const CATEGORY_NAME_MAX = 60;
export const CATEGORY_DESCRIPTION_MAX = 1000;
/** Categories are listed by position, smallest first (then by name). */
export const CATEGORY_POSITION_MAX = 10_000;
export const POST_TITLE_MAX = 120;
export const POST_EXCERPT_MAX = 300;
export const POST_BODY_MAX = 20_000;
export const BANNER_CAPTION_MAX = 160;

export const PAGES_MESSAGES = {
  nothingToChange: 'Nothing to change: send at least one field.',
  categoryNotFound: 'Category not found.',
  categoryCreated: 'Category created.',
  categorySaved: 'Category saved.',
  categoryDeleted: 'Category deleted.',
  categoryNameTaken: 'A category with this name already exists.',
  /** The photographs still in the category: its reason and count for the web (error-reasons.ts). */
  categoryHasProducts: (count: number) =>
    worded(
      'pages.categoryHasProducts',
      { count },
      `This category has ${count === 1 ? '1 photograph' : `${count} photographs`}: move them to another category, or hide it instead.`,
    ),
  nameRequired: 'Please enter a name.',
  postNotFound: 'Blog post not found.',
  postCreated: 'Blog post created.',
  postSaved: 'Blog post saved.',
  titleRequired: 'Please enter a title.',
  bodyRequired: 'Please write the post.',
  bannerNotFound: 'Banner not found.',
  bannerSaved: 'Banner saved.',
  captionRequired: 'Please enter a caption: it is read out to people who cannot see the picture.',
  bannerCreated: 'Banner added.',
  bannerWrongProfile: 'This picture was uploaded for a photograph (watermarked): upload it again here.',
  bannerTryAgain: 'Another banner was just added: please try again.',
} as const;
