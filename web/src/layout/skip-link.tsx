import './skip-link.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First stop for keyboard users: jumps past the header to the page itself. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Skip to content
    </a>
  );
}
