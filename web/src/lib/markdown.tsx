import type { ReactNode } from 'react';

/**
 * The little Markdown a licence's terms are written in (issue 27), drawn as
 * React elements and text only: paragraphs, `#`/`##` headings, `- ` lists,
 * `**bold**` and `*italic*`. Anything else, HTML included, is shown as the
 * characters it is (React escapes text), never parsed: the owner's terms are
 * shown to every visitor, so they may not carry markup or scripts.
 *
 * `headingLevel` is the level the text's top headings become (`#`, or `##`
 * when it uses no `#`; a `##` under a `#` one below), so the terms fit under
 * the page's own headings.
 */

type Block = { kind: 'heading'; depth: 1 | 2; text: string } | { kind: 'list'; items: string[] } | { kind: 'paragraph'; text: string };

const HEADING = /^(#{1,2})\s+(.*)$/;
const ITEM = /^[-*]\s+(.*)$/;

function blocks(source: string): Block[] {
  const result: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const endParagraph = () => {
    if (paragraph.length > 0) result.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  const endList = () => {
    if (list !== null) result.push({ kind: 'list', items: list });
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const item = ITEM.exec(line);
    if (line === '') {
      endParagraph();
      endList();
    } else if (heading) {
      endParagraph();
      endList();
      result.push({ kind: 'heading', depth: heading[1] === '#' ? 1 : 2, text: heading[2] ?? '' });
    } else if (item) {
      endParagraph();
      list ??= [];
      list.push(item[1] ?? '');
    } else if (list !== null && /^\s/.test(raw)) {
      // An indented line carries on the item above it.
      list[list.length - 1] += ` ${line}`;
    } else {
      endList();
      paragraph.push(line);
    }
  }
  endParagraph();
  endList();
  return result;
}

const EMPHASIS = /\*\*(.+?)\*\*|\*(\S(?:.*?\S)?)\*/g;

/** `**bold**` and `*italic*` inside a line; the rest is text. */
function inline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  let key = 0;
  for (const match of text.matchAll(EMPHASIS)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    if (match[1] !== undefined) parts.push(<strong key={key++}>{inline(match[1])}</strong>);
    else parts.push(<em key={key++}>{match[2]}</em>);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

const headingTag = (level: number): HeadingTag => `h${Math.min(6, Math.max(2, level))}` as HeadingTag;

export function Markdown({ source, headingLevel = 3, className }: { source: string; headingLevel?: number; className?: string }) {
  const all = blocks(source);
  // The shallowest heading the text uses becomes `headingLevel`: terms that start at '##' fit the page as those that start at '#'.
  const top = Math.min(2, ...all.map((block) => (block.kind === 'heading' ? block.depth : 2)));
  return (
    <div className={className}>
      {all.map((block, index) => {
        if (block.kind === 'heading') {
          const Tag = headingTag(headingLevel + block.depth - top);
          return <Tag key={index}>{inline(block.text)}</Tag>;
        }
        if (block.kind === 'list') {
          return (
            <ul key={index}>
              {block.items.map((item, i) => (
                <li key={i}>{inline(item)}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{inline(block.text)}</p>;
      })}
    </div>
  );
}
