/** The words of the framed prints: the print cart, its checkout and My Orders, in English: the spec's from MESSAGES, ours beside them. */
export default {};
