/**
 * Puts the shop's Devanagari face (styles/devanagari.css) on a Hindi or
 * Marathi page; main.tsx calls it once the page has loaded and been
 * painted, in an idle moment. Until then the page draws its
 * Devanagari in the device's own face: every Android phone has this very
 * face, which `local()` finds without a download; elsewhere the face's two
 * files (about 100 KB) come after the page's pictures instead of competing
 * with them (decision 062).
 */
export async function applyDevanagariFace(): Promise<void> {
  await Promise.all(['400', '600'].map((weight) => document.fonts.load(`${weight} 1em "Noto Sans Devanagari"`, 'क')));
  document.documentElement.classList.add('devanagari-face');
}
