/** The words of the product page and its parts (viewer, licences, prints, ratings, sharing, more like this), in English: the spec's from MESSAGES, ours beside them. */
export default {};
