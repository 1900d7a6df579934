/** The words of the shop's own pages: About, Contact, the policies, the comparison and the blog, in English: the spec's from MESSAGES, ours beside them. */
export default {};
