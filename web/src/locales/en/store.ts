/** The words of the store's listing, the categories' pages and the search results, in English: the spec's from MESSAGES, ours beside them. */
export default {};
