import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../platform/storage/local-storage';
import { bufferReader, type ObjectReader } from '../../platform/storage/storage';
import { type ArchiveEntry, ArchiveEntryChangedError, type ArchiveOptions, archiveSize, writeArchive } from './zip-archive';
import { readZip } from '../../test/zip';

/**
 * The ZIP writer read back by three readers we did not write: yauzl, Info-ZIP's
 * `unzip -t` (Debian's unzip) and Python's zipfile.
 */

const UNZIP = '/usr/bin/unzip';
const PYTHON = '/usr/bin/python3';
const mtime = new Date('2026-11-23T06:30:00Z');

/** A sink that copies each chunk before calling back, as a socket is done with it by then. */
class Collector extends Writable {
  readonly chunks: Buffer[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    this.chunks.push(Buffer.from(chunk));
    // Later, as a socket would: the writer must wait for it before refilling the buffer.
    setImmediate(callback);
  }
  bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

const memoryEntry = (name: string, data: Buffer): ArchiveEntry => ({ name, size: data.length, open: async () => bufferReader(data) });

async function archive(files: { name: string; data: Buffer }[], options: ArchiveOptions = {}): Promise<Buffer> {
  const sink = new Collector();
  await writeArchive(
    files.map((f) => memoryEntry(f.name, f.data)),
    mtime,
    sink,
    options,
  );
  return sink.bytes();
}

const PYTHON_CHECK = `
import json, sys, zipfile, zlib
with zipfile.ZipFile(sys.argv[1]) as z:
    bad = z.testzip()
    entries = [{"name": i.filename, "size": i.file_size, "crc": i.CRC, "method": i.compress_type, "utf8": bool(i.flag_bits & 0x800)} for i in z.infolist()]
print(json.dumps({"bad": bad, "entries": entries}))
`;

describe('ZIP archives, read back by yauzl, unzip and Python', () => {
  let dir: string;
  let count = 0;

  beforeAll(() => {
    // Debian's unzip and Python, installed when missing (CI runs as root), as the tests' pdftotext is.
    const ensureTool = join(__dirname, '../../../../scripts/ensure-tool.sh');
    execFileSync('bash', [ensureTool, UNZIP, 'unzip'], { stdio: 'inherit' });
    execFileSync('bash', [ensureTool, PYTHON, 'python3'], { stdio: 'inherit' });
    dir = mkdtempSync(join(tmpdir(), 'chitra-zip-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function saved(zip: Buffer): string {
    const path = join(dir, `archive-${++count}.zip`);
    writeFileSync(path, zip);
    return path;
  }

  /** `unzip -t`: every entry's CRC checked, "No errors detected". */
  function unzipTest(path: string): string {
    const result = spawnSync(UNZIP, ['-t', path], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    expect(result.stdout).toContain('No errors detected');
    return result.stdout;
  }

  function pythonCheck(path: string): { bad: string | null; entries: { name: string; size: number; crc: number; method: number; utf8: boolean }[] } {
    return JSON.parse(execFileSync(PYTHON, ['-c', PYTHON_CHECK, path], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as ReturnType<typeof pythonCheck>;
  }

  const files = [
    { name: 'Sunrise.jpg', data: randomBytes(3 * 1024 * 1024 + 17) },
    { name: 'Empty.jpg', data: Buffer.alloc(0) },
    { name: 'बोईसर का सूर्योदय - 01.jpg', data: randomBytes(70_001) },
    { name: 'licences/Sunrise - Personal licence.pdf', data: Buffer.from('%PDF-1.7 a certificate') },
  ];

  for (const forceZip64 of [false, true]) {
    it(`writes what all three read back byte for byte${forceZip64 ? ', with ZIP64 records forced' : ''}, exactly archiveSize bytes`, async () => {
      const zip = await archive(files, { forceZip64 });
      expect(zip.length).toBe(
        archiveSize(
          files.map((f) => ({ name: f.name, size: f.data.length })),
          { forceZip64 },
        ),
      );
      if (forceZip64) expect(zip.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);

      const entries = await readZip(zip);
      expect(entries.map((e) => e.name)).toEqual(files.map((f) => f.name));
      entries.forEach((entry, i) => {
        expect(entry.data.equals(files[i]!.data)).toBe(true);
        expect(entry.mode).toBe(0o100644);
        // The extended timestamp is not read by yauzl: the DOS time, in the server's zone, to the even second.
        expect(entry.mtime.getTime()).toBe(mtime.getTime());
      });

      const path = saved(zip);
      const tested = unzipTest(path);
      for (const f of files) expect(tested).toContain(`testing: ${f.name}`);
      const python = pythonCheck(path);
      expect(python.bad).toBeNull();
      expect(python.entries.map((e) => [e.name, e.size, e.method, e.utf8])).toEqual(files.map((f) => [f.name, f.data.length, 0, true]));
    });
  }

  it('goes ZIP64 past 65,534 entries, and all three read the 65,536', async () => {
    const many = Array.from({ length: 65_536 }, (_, i) => ({ name: `p${i}.jpg`, data: Buffer.from(String(i)) }));
    const zip = await archive(many);
    expect(zip.length).toBe(archiveSize(many.map((f) => ({ name: f.name, size: f.data.length }))));
    const entries = await readZip(zip);
    expect(entries).toHaveLength(65_536);
    expect(entries.at(-1)).toMatchObject({ name: 'p65535.jpg', data: Buffer.from('65535') });
    const path = saved(zip);
    unzipTest(path);
    const python = pythonCheck(path);
    expect(python.bad).toBeNull();
    expect(python.entries).toHaveLength(65_536);
    // Three readers over 65,536 entries (12 s on the 2-core machine).
  }, 60_000);

  it('plans ZIP64 for entries and offsets past 4 GiB without opening anything', () => {
    const sized = (sizes: number[]) => sizes.map((size, i) => ({ name: `${i}.tif`, size }));
    // Under the line: 30 + 5 + data + 16 per entry, 46 + 5 + 9 in the central directory, 22 at the end.
    expect(archiveSize(sized([1000, 0]))).toBe(2 * (30 + 5 + 16 + 46 + 5 + 9) + 1000 + 22);
    // An entry of 4 GiB: its ZIP64 fields (20 local, 8 more in its descriptor, 28 central) and the ZIP64 end records (56 + 20).
    expect(archiveSize(sized([2 ** 32]))).toBe(30 + 5 + 20 + 2 ** 32 + 24 + 46 + 5 + 9 + 28 + 56 + 20 + 22);
    // Two of 3 GiB and an empty one: the third starts past 4 GiB, so it alone is ZIP64.
    const small = 30 + 5 + 16 + 46 + 5 + 9;
    const big = 30 + 5 + 20 + 24 + 46 + 5 + 9 + 28;
    expect(archiveSize(sized([3 * 2 ** 30, 3 * 2 ** 30, 0]))).toBe(6 * 2 ** 30 + 2 * small + big + 56 + 20 + 22);
  });

  it('writes exactly archiveSize bytes for any names and sizes', async () => {
    const names = ['a.jpg', 'सूर्योदय.jpg', 'Ünïcödé (2).png', 'x'.repeat(150), 'licences/ಕನ್ನಡ - Personal licence.pdf'];
    for (let round = 0; round < 40; round++) {
      const shape = Array.from({ length: 1 + (round % 7) }, (_, i) => {
        const size = [0, 1, 17, 1024 * 1024 - 1, 1024 * 1024, 1024 * 1024 + 1, 2_500_000][(round * 3 + i) % 7]!;
        return { name: `${i} ${names[(round + i) % names.length]!}`, data: randomBytes(size) };
      });
      const forceZip64 = round % 5 === 0;
      const zip = await archive(shape, { forceZip64 });
      expect(zip.length, `round ${round}`).toBe(
        archiveSize(
          shape.map((f) => ({ name: f.name, size: f.data.length })),
          { forceZip64 },
        ),
      );
      if (round % 10 === 0) expect((await readZip(zip)).map((e) => e.data.length)).toEqual(shape.map((f) => f.data.length));
    }
  });

  it('reads the files from the local store into a file unzip and Python take', async () => {
    const store = createLocalStorage(join(dir, 'store'));
    const stored = [randomBytes(2_000_000), randomBytes(5)];
    await store.put('one.jpg', stored[0]!);
    await store.put('two.jpg', stored[1]!);
    const path = join(dir, 'from-store.zip');
    const out = createWriteStream(path);
    const entries = stored.map((data, i) => ({ name: `${i}.jpg`, size: data.length, open: () => store.openReader(i === 0 ? 'one.jpg' : 'two.jpg') }));
    await writeArchive(entries, mtime, out);
    out.end();
    await finished(out);
    unzipTest(path);
    expect(pythonCheck(path).bad).toBeNull();
  });

  describe('a file that is not what was planned', () => {
    /** A reader over `data` that claims `claimed` bytes. */
    const lying = (data: Buffer, claimed: number): ObjectReader => ({ ...bufferReader(data), size: claimed });

    it('fails when a file has another size when opened, when it ends early, or when it grows, and closes it each time', async () => {
      const cases: { reader: ObjectReader; message: RegExp }[] = [
        { reader: bufferReader(Buffer.alloc(50)), message: /100 bytes planned, 50 when opened/ },
        { reader: lying(Buffer.alloc(2_000_000), 3_000_000), message: /ended after 2000000 of its 3000000 bytes/ },
        { reader: lying(Buffer.alloc(2_000_001), 2_000_000), message: /grew past its 2000000 bytes/ },
      ];
      for (const { reader, message } of cases) {
        let closed = 0;
        const entry: ArchiveEntry = {
          name: 'changing.jpg',
          size: reader.size === 50 ? 100 : reader.size,
          open: async () => ({ ...reader, close: async () => void closed++ }),
        };
        const sink = new Collector();
        const written = writeArchive([memoryEntry('first.jpg', randomBytes(1500)), entry], mtime, sink);
        await expect(written).rejects.toThrow(ArchiveEntryChangedError);
        await expect(written).rejects.toThrow(message);
        expect(closed).toBe(1);
      }
    });

    it('stops reading and closes the file when the client goes away', async () => {
      let reads = 0;
      let closed = false;
      const abort = new AbortController();
      const data = randomBytes(20 * 1024 * 1024);
      const entry: ArchiveEntry = {
        name: 'big.jpg',
        size: data.length,
        open: async () => {
          const reader = bufferReader(data);
          return {
            size: reader.size,
            read: (...args) => {
              if (++reads === 3) abort.abort(new Error('gone'));
              return reader.read(...args);
            },
            close: async () => void (closed = true),
          };
        },
      };
      await expect(writeArchive([entry], mtime, new Collector(), { signal: abort.signal })).rejects.toThrow('gone');
      expect(closed).toBe(true);
      expect(reads).toBeLessThan(5);
    });
  });
});
