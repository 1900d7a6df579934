import { Fragment, type ReactNode } from 'react';

/** What a message's markup becomes: `<name>words</name>` gets its words, `<name/>` nothing. */
export type RichParts = Record<string, (words: string) => ReactNode>;

// '<name>words</name>' around some words, or '<name/>' alone; never nested (no message needs it).
const MARKUP = /<(\w+)>(.*?)<\/\1>|<(\w+)\/>/g;

/**
 * A translated sentence with elements in it, drawn with the page's own: a
 * link around some of its words ('in your <link>Order History</link>'), an
 * element standing where a value goes ('sent to <email/>'), emphasis. Each
 * language puts them where its sentence wants them, which splitting the
 * sentence into pieces around them could not. A value that is an element
 * (an address in bold, a number that must not break) is a `<name/>` whose
 * part draws it, never markup inside the value: what a customer typed stays
 * text. Everything else stays text, never HTML; markup no part names shows
 * its words plain.
 */
export function RichText({ text, parts }: { text: string; parts: RichParts }) {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKUP)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const words = match[2] ?? '';
    const part = parts[match[1] ?? match[3] ?? ''];
    nodes.push(<Fragment key={match.index}>{part === undefined ? words : part(words)}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return <>{nodes}</>;
}
