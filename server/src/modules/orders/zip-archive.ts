import type { Readable } from 'node:stream';
import yazl from 'yazl';

/**
 * ZIP archives of bought pictures, streamed. Entries are STORED (JPEGs do not
 * compress), so the archive's exact size is known before the first byte and
 * becomes the Content-Length. Files are opened one at a time, when their turn
 * comes; memory stays flat whatever the archive's size, and yazl switches to
 * ZIP64 by itself once an entry or an offset passes 4 GB.
 */

export type ArchiveEntry = {
  /** The entry's name inside the archive (already safe and unique). */
  name: string;
  /** Exact size in bytes: checked against what the stream gives. */
  size: number;
  /** Opens the entry's bytes; called once, when the entry's turn comes. */
  open: () => Readable;
};

/** Regular file, rw-r--r--. */
const FILE_MODE = 0o100644;

type SizeCallback = (size: number) => void;
// @types/yazl leaves out the callback's argument.
const endZip = (zip: yazl.ZipFile, callback: SizeCallback) =>
  (zip.end as (options: yazl.EndOptions | undefined, callback: SizeCallback) => void)(undefined, callback);

function entryOptions(entry: { size: number }, mtime: Date) {
  return { size: entry.size, compress: false, mtime, mode: FILE_MODE };
}

/**
 * The size the archive of these entries will have, computed without
 * opening a file (the entries' streams are never asked for).
 */
export function archiveSize(entries: readonly { name: string; size: number }[], mtime: Date): number {
  const zip = new yazl.ZipFile();
  for (const entry of entries) zip.addReadStreamLazy(entry.name, entryOptions(entry, mtime), () => {});
  let size = -1;
  endZip(zip, (total) => {
    size = total;
  });
  if (size < 0) throw new Error('archive size is not predictable');
  return size;
}

/**
 * The archive as a stream, with its exact size. Destroying the stream (the
 * client went away) closes the file being read; a file that fails to read
 * destroys the stream with its error.
 */
export function streamArchive(entries: readonly ArchiveEntry[], mtime: Date): { size: number; stream: Readable } {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  let reading: Readable | undefined;
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.name, entryOptions(entry, mtime), (callback) => {
      if (output.destroyed) return;
      const file = entry.open();
      reading = file;
      file.once('error', (err) => output.destroy(err));
      file.once('close', () => {
        if (reading === file) reading = undefined;
      });
      callback(null, file);
    });
  }
  // e.g. a file that turned out shorter or longer than its size.
  zip.on('error', (err: Error) => output.destroy(err));
  output.once('close', () => reading?.destroy());
  let size = -1;
  endZip(zip, (total) => {
    size = total;
  });
  if (size < 0) {
    output.destroy();
    throw new Error('archive size is not predictable');
  }
  return { size, stream: output };
}
