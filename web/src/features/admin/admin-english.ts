import type { AreaKey } from '../../i18n/areas';
import { i18nFor, loadArea, type Translate } from '../../i18n/i18n';

/** The `admin` catalogue's English, for tests that find the pages' words as an English reader does. */
export async function adminEnglish(): Promise<Translate<'admin'>> {
  await loadArea('en', 'admin');
  return (key: AreaKey<'admin'>, values?: Record<string, string | number>) => i18nFor('en')._(`admin.${key}`, values);
}
