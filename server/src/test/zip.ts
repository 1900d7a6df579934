import yauzl from 'yauzl';

/** One entry of a ZIP as yauzl read it: name, bytes, Unix mode and time. */
export type ZipEntry = { name: string; data: Buffer; mode: number; mtime: Date };

/**
 * Reads a whole ZIP with yauzl, a library other than the one that wrote it,
 * which checks every entry's size and CRC-32 and refuses unsafe names.
 */
export function readZip(zip: Buffer): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (err, file) => {
      if (err || !file) return reject(err ?? new Error('no zip'));
      const entries: ZipEntry[] = [];
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamErr, stream) => {
          if (streamErr || !stream) return reject(streamErr ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({ name: entry.fileName, data: Buffer.concat(chunks), mode: entry.externalFileAttributes >>> 16, mtime: entry.getLastModDate() });
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}
