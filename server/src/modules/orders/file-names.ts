/**
 * Names for files a buyer saves: made from product titles, safe on Windows,
 * macOS, Linux, Android and iOS, and unique inside one order (compared
 * without case, as Windows and macOS compare them).
 */

/** Reserved on Windows, or path syntax anywhere; control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f-\u009f]/g;
/** Invisible or direction-changing characters: they can disguise an extension ("gpj.exe"). */
const INVISIBLE = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
/** Device names Windows will not create a file under, with or without an extension. */
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)(\..*)?$/i;
/** Well under every file system's 255-byte limit, leaving room for " (12) - 01.jpeg". */
const MAX_STEM_BYTES = 150;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/tiff': '.tif',
};

/** Cuts to at most `max` UTF-8 bytes without splitting a character. */
function cutUtf8(text: string, max: number): string {
  let bytes = 0;
  let out = '';
  for (const char of text) {
    bytes += Buffer.byteLength(char);
    if (bytes > max) break;
    out += char;
  }
  return out;
}

/** A title made fit to be a file name's stem (no extension); `fallback` when nothing is left. */
export function safeStem(title: string, fallback = 'Photograph'): string {
  let stem = title.normalize('NFC').replace(INVISIBLE, '').replace(FORBIDDEN, ' ').replace(/\s+/g, ' ');
  // A leading dot hides the file; trailing dots and spaces are dropped by Windows.
  stem = cutUtf8(stem.replace(/^[\s.]+/, ''), MAX_STEM_BYTES).replace(/[\s.]+$/, '');
  if (stem === '') stem = fallback;
  return RESERVED.test(stem) ? `${stem}_` : stem;
}

/** The extension an original of this type is saved with. */
export function extensionFor(mime: string, originalName: string): string {
  const known = EXTENSIONS[mime.toLowerCase()];
  if (known) return known;
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(originalName)?.[1];
  return extension ? `.${extension.toLowerCase()}` : '';
}

/**
 * Hands out names, each unique without regard to case: the second
 * "Sunrise.jpg" becomes "Sunrise (2).jpg".
 */
export class UniqueNames {
  private readonly taken = new Set<string>();

  take(stem: string, extension: string): string {
    for (let n = 1; ; n += 1) {
      const name = n === 1 ? `${stem}${extension}` : `${stem} (${n})${extension}`;
      const key = name.toLowerCase();
      if (!this.taken.has(key)) {
        this.taken.add(key);
        return name;
      }
    }
  }
}
