import { MESSAGES } from '@chitra/contract/messages';
import { usePageTitle } from '../../lib/page-title';

/** Spec §2: a page that only shows the word About. */
export function AboutPage() {
  usePageTitle(MESSAGES.about);
  return <h1>{MESSAGES.about}</h1>;
}
