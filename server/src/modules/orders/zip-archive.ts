import type { Writable } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { ObjectReader } from '../../platform/storage/storage';

/**
 * ZIP archives of bought pictures, written straight to the response
 * (decisions 014 and 055). Entries are STORED (JPEGs do not compress), so
 * the archive's exact size is plain arithmetic on the names and sizes,
 * known before the first byte: the Content-Length. Each file is opened when
 * its turn comes and read, with positioned reads, into one of two buffers
 * while the other is on its way to the socket; a buffer is filled again only
 * once the socket has called back for it, and nothing is written past
 * back-pressure. The CRC-32 of each file is Node's own (zlib.crc32), taken
 * over the bytes as they land in the buffer.
 *
 * The format, as yazl wrote it before (the readers our buyers use already
 * took it): names in UTF-8 (bit 11); CRC-32 unknown until the file is read,
 * so bit 3 and a data descriptor (with its signature) after the data, the
 * local header's CRC and sizes zero as APPNOTE 4.4.4 says; made by Unix,
 * mode rw-r--r--; the order's time as a DOS time (the server's zone) and an
 * Info-ZIP "UT" field (UTC) in the central directory. ZIP64 for an entry
 * whose size or offset reaches 4 GiB (its local header then carries a ZIP64
 * field, so a streaming reader knows the descriptor's sizes are 8 bytes, as
 * Python's zipfile writes it) and for the end records past 65,534 entries or
 * 4 GiB.
 */

export type ArchiveEntry = {
  /** The entry's name inside the archive (already safe and unique). */
  name: string;
  /** Exact size in bytes: the file must still have it when it is read. */
  size: number;
  /** Opens the entry's bytes; called once, when the entry's turn comes. */
  open: () => Promise<ObjectReader>;
};

export type ArchiveOptions = {
  /** ZIP64 records for every entry and the end, whatever the sizes (tests: readers must take them without 4 GiB of data). */
  forceZip64?: boolean;
};

/** A file that no longer has the size the archive was planned with: the archive would lie, so it is abandoned. */
export class ArchiveEntryChangedError extends Error {
  override name = 'ArchiveEntryChangedError';
}

/** Each of the two buffers: large reads and writes, few trips through the event loop per byte. */
const BUFFER_BYTES = 1024 * 1024;
/** The first write goes out at this much: the first bytes leave after a short read, not a whole buffer's. */
const FIRST_WRITE_BYTES = 64 * 1024;

const LOCAL_HEADER = 30;
/** Tag, length, and the two sizes (zero: they follow in the descriptor). */
const ZIP64_LOCAL_EXTRA = 20;
const DESCRIPTOR = 16;
const ZIP64_DESCRIPTOR = 24;
const CENTRAL_HEADER = 46;
/** Info-ZIP's extended timestamp: tag, length, flags, modification time. */
const TIME_EXTRA = 9;
/** Tag, length, both sizes and the local header's offset. */
const ZIP64_CENTRAL_EXTRA = 28;
const END = 22;
const ZIP64_END = 56;
const ZIP64_LOCATOR = 20;

const MAX16 = 0xffff;
const MAX32 = 0xffffffff;
const VERSION_MADE_BY = (3 << 8) | 63; // Unix, APPNOTE 6.3
const VERSION_NEEDED = 20;
const VERSION_NEEDED_ZIP64 = 45;
const FLAGS = (1 << 3) | (1 << 11); // sizes and CRC in a data descriptor; UTF-8 names
const STORED = 0;
const FILE_ATTRIBUTES = (0o100644 << 16) >>> 0; // a regular file, rw-r--r--

type Sized = { name: string; size: number };
type PlannedEntry<T extends Sized> = { entry: T; name: Buffer; size: number; offset: number; zip64: boolean };
type Plan<T extends Sized> = { entries: PlannedEntry<T>[]; centralOffset: number; centralSize: number; zip64End: boolean; size: number };

/** Where every record goes: the one computation both the size and the writer use. */
function plan<T extends Sized>(entries: readonly T[], options: ArchiveOptions): Plan<T> {
  const force = options.forceZip64 === true;
  let offset = 0;
  let centralSize = 0;
  const planned = entries.map((entry) => {
    const name = Buffer.from(entry.name, 'utf8');
    if (name.length === 0 || name.length > MAX16) throw new RangeError(`ZIP entry name of ${name.length} bytes`);
    if (!Number.isSafeInteger(entry.size) || entry.size < 0) throw new RangeError(`ZIP entry size ${entry.size}`);
    const zip64 = force || entry.size >= MAX32 || offset >= MAX32;
    const placed = { entry, name, size: entry.size, offset, zip64 };
    offset += LOCAL_HEADER + name.length + (zip64 ? ZIP64_LOCAL_EXTRA : 0) + entry.size + (zip64 ? ZIP64_DESCRIPTOR : DESCRIPTOR);
    centralSize += CENTRAL_HEADER + name.length + TIME_EXTRA + (zip64 ? ZIP64_CENTRAL_EXTRA : 0);
    return placed;
  });
  const zip64End = force || planned.length >= MAX16 || offset >= MAX32 || centralSize >= MAX32;
  const size = offset + centralSize + (zip64End ? ZIP64_END + ZIP64_LOCATOR : 0) + END;
  return { entries: planned, centralOffset: offset, centralSize, zip64End, size };
}

/** The exact size of the archive of these entries, opening nothing. */
export function archiveSize(entries: readonly Sized[], options: ArchiveOptions = {}): number {
  return plan(entries, options).size;
}

/** MS-DOS date and time, in the server's zone (as yazl and Info-ZIP's zip write them), clamped to what they can hold. */
function dosDateTime(when: Date): { date: number; time: number } {
  const first = new Date(1980, 0, 1);
  const last = new Date(2107, 11, 31, 23, 59, 58);
  const d = when < first ? first : when > last ? last : when;
  return {
    date: ((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
  };
}

const writeUInt64 = (buffer: Buffer, value: number, at: number) => buffer.writeBigUInt64LE(BigInt(value), at);

/**
 * The two buffers and the socket. `record` copies a small record in,
 * `copy` reads a file in; a full buffer is written and the other taken,
 * once the socket is done with it. Every wait also ends when the client
 * goes away (the signal, or the output closing or failing).
 */
class Output {
  private readonly buffers = [Buffer.allocUnsafe(BUFFER_BYTES), Buffer.allocUnsafe(BUFFER_BYTES)] as const;
  /** The write of each buffer until the socket calls back for it. */
  private readonly writing: [Promise<void> | undefined, Promise<void> | undefined] = [undefined, undefined];
  private current: 0 | 1 = 0;
  private fill = 0;
  /** How full the current buffer gets before it is written (less the first time). */
  private capacity = FIRST_WRITE_BYTES;
  /** Set when the output asked to wait (write() answered false): resolves at its 'drain'. */
  private drained: Promise<unknown> | undefined;
  /** Where a file is read one byte past its size, to tell it did not grow. */
  private readonly probe = Buffer.allocUnsafe(1);
  private readonly stopped: Promise<never>;
  /** Why it stopped, once it has. */
  private stoppedBy: { reason: unknown } | undefined;
  private readonly detach: () => void;

  constructor(
    private readonly out: Writable,
    signal: AbortSignal | undefined,
  ) {
    let reject: (reason: unknown) => void = () => {};
    this.stopped = new Promise<never>((_, rejectWith) => (reject = rejectWith));
    // Nobody may be waiting when it happens.
    this.stopped.catch(() => {});
    const stop = (reason: unknown) => {
      this.stoppedBy ??= { reason };
      reject(reason);
    };
    const onAbort = () => stop(signal?.reason ?? new Error('The download was abandoned'));
    const onClose = () => stop(new Error('The connection closed before the archive was written'));
    const onError = (err: unknown) => stop(err);
    if (signal?.aborted) onAbort();
    signal?.addEventListener('abort', onAbort);
    out.on('close', onClose);
    out.on('error', onError);
    this.detach = () => {
      signal?.removeEventListener('abort', onAbort);
      out.off('close', onClose);
      out.off('error', onError);
    };
  }

  /** The work, unless the client goes away first (the work's own failure is then handled by the race, not lost). */
  private until<T>(work: Promise<T>): Promise<T> {
    return Promise.race([work, this.stopped]);
  }

  private get buffer(): Buffer {
    return this.buffers[this.current];
  }

  /** Writes the filled part of the current buffer and takes the other one, once its own write has been called back. */
  private async flush(): Promise<void> {
    // Back-pressure: what was written before must be on its way first.
    if (this.drained) await this.until(this.drained);
    const index = this.current;
    const written = new Promise<void>((resolve, reject) => {
      const more = this.out.write(this.buffer.subarray(0, this.fill), (err) => (err ? reject(err) : resolve()));
      // Listening at once: the 'drain' may come before the next flush.
      this.drained = more ? undefined : new Promise((resolve) => this.out.once('drain', resolve));
    });
    written.catch(() => {});
    this.writing[index] = written;
    this.current = index === 0 ? 1 : 0;
    this.fill = 0;
    this.capacity = BUFFER_BYTES;
    const other = this.writing[this.current];
    if (other) await this.until(other);
  }

  /** A record of `length` bytes (at most a buffer's), written by `write` at `at` in the buffer. */
  async record(length: number, write: (buffer: Buffer, at: number) => void): Promise<void> {
    if (this.fill > 0 && this.fill + length > this.capacity) await this.flush();
    write(this.buffer, this.fill);
    this.fill += length;
  }

  /** The entry's bytes, exactly its planned size; answers their CRC-32. */
  async copy(entry: ArchiveEntry, size: number): Promise<number> {
    const reader = await entry.open();
    try {
      if (this.stoppedBy) throw this.stoppedBy.reason;
      if (reader.size !== size) throw new ArchiveEntryChangedError(`${entry.name}: ${size} bytes planned, ${reader.size} when opened`);
      let crc = 0;
      for (let position = 0; position < size;) {
        if (this.fill >= this.capacity) await this.flush();
        const length = Math.min(this.capacity - this.fill, size - position);
        const read = await this.until(reader.read(this.buffer, this.fill, length, position));
        if (read === 0) throw new ArchiveEntryChangedError(`${entry.name}: ended after ${position} of its ${size} bytes`);
        crc = crc32(this.buffer.subarray(this.fill, this.fill + read), crc);
        this.fill += read;
        position += read;
      }
      if ((await this.until(reader.read(this.probe, 0, 1, size))) !== 0) throw new ArchiveEntryChangedError(`${entry.name}: grew past its ${size} bytes`);
      return crc;
    } finally {
      await reader.close();
    }
  }

  /** The last bytes out, and both writes called back. */
  async finish(): Promise<void> {
    if (this.fill > 0) await this.flush();
    for (const written of this.writing) if (written) await this.until(written);
  }

  release(): void {
    this.detach();
  }
}

/**
 * Writes the archive to `out` (a socket, a response, a file: something that
 * is done with a chunk when it calls back for it, which a stream that keeps
 * the chunk is not), exactly `archiveSize` bytes; does not end `out`.
 * Rejects when a file cannot be read or no longer has its size
 * (ArchiveEntryChangedError), or when the client goes away (`signal`, or
 * `out` closing); the file being read is closed first, whatever happens.
 */
export async function writeArchive(
  entries: readonly ArchiveEntry[],
  mtime: Date,
  out: Writable,
  options: ArchiveOptions & { signal?: AbortSignal } = {},
): Promise<void> {
  const layout = plan(entries, options);
  const { date, time } = dosDateTime(mtime);
  const unixTime = Math.max(-0x80000000, Math.min(0x7fffffff, Math.floor(mtime.getTime() / 1000)));
  const output = new Output(out, options.signal);
  try {
    const crcs: number[] = [];
    for (const planned of layout.entries) {
      const { name, zip64, size } = planned;
      await output.record(LOCAL_HEADER + name.length + (zip64 ? ZIP64_LOCAL_EXTRA : 0), (b, at) => {
        b.writeUInt32LE(0x04034b50, at);
        b.writeUInt16LE(zip64 ? VERSION_NEEDED_ZIP64 : VERSION_NEEDED, at + 4);
        b.writeUInt16LE(FLAGS, at + 6);
        b.writeUInt16LE(STORED, at + 8);
        b.writeUInt16LE(time, at + 10);
        b.writeUInt16LE(date, at + 12);
        b.fill(0, at + 14, at + 26); // CRC-32 and both sizes: in the data descriptor
        b.writeUInt16LE(name.length, at + 26);
        b.writeUInt16LE(zip64 ? ZIP64_LOCAL_EXTRA : 0, at + 28);
        name.copy(b, at + LOCAL_HEADER);
        if (zip64) {
          const extra = at + LOCAL_HEADER + name.length;
          b.writeUInt16LE(0x0001, extra);
          b.writeUInt16LE(ZIP64_LOCAL_EXTRA - 4, extra + 2);
          b.fill(0, extra + 4, extra + ZIP64_LOCAL_EXTRA);
        }
      });
      const crc = await output.copy(planned.entry, size);
      crcs.push(crc);
      await output.record(zip64 ? ZIP64_DESCRIPTOR : DESCRIPTOR, (b, at) => {
        b.writeUInt32LE(0x08074b50, at);
        b.writeUInt32LE(crc, at + 4);
        if (zip64) {
          writeUInt64(b, size, at + 8);
          writeUInt64(b, size, at + 16);
        } else {
          b.writeUInt32LE(size, at + 8);
          b.writeUInt32LE(size, at + 12);
        }
      });
    }

    for (const [i, { name, zip64, size, offset }] of layout.entries.entries()) {
      const extraLength = TIME_EXTRA + (zip64 ? ZIP64_CENTRAL_EXTRA : 0);
      await output.record(CENTRAL_HEADER + name.length + extraLength, (b, at) => {
        b.writeUInt32LE(0x02014b50, at);
        b.writeUInt16LE(VERSION_MADE_BY, at + 4);
        b.writeUInt16LE(zip64 ? VERSION_NEEDED_ZIP64 : VERSION_NEEDED, at + 6);
        b.writeUInt16LE(FLAGS, at + 8);
        b.writeUInt16LE(STORED, at + 10);
        b.writeUInt16LE(time, at + 12);
        b.writeUInt16LE(date, at + 14);
        b.writeUInt32LE(crcs[i] ?? 0, at + 16);
        b.writeUInt32LE(zip64 ? MAX32 : size, at + 20);
        b.writeUInt32LE(zip64 ? MAX32 : size, at + 24);
        b.writeUInt16LE(name.length, at + 28);
        b.writeUInt16LE(extraLength, at + 30);
        b.writeUInt16LE(0, at + 32); // comment
        b.writeUInt16LE(0, at + 34); // disk
        b.writeUInt16LE(0, at + 36); // internal attributes
        b.writeUInt32LE(FILE_ATTRIBUTES, at + 38);
        b.writeUInt32LE(zip64 ? MAX32 : offset, at + 42);
        name.copy(b, at + CENTRAL_HEADER);
        const extra = at + CENTRAL_HEADER + name.length;
        b.writeUInt16LE(0x5455, extra);
        b.writeUInt16LE(TIME_EXTRA - 4, extra + 2);
        // Modification time, and the access-time flag without its field, as Info-ZIP writes the central copy.
        b.writeUInt8(0b11, extra + 4);
        b.writeInt32LE(unixTime, extra + 5);
        if (zip64) {
          const z = extra + TIME_EXTRA;
          b.writeUInt16LE(0x0001, z);
          b.writeUInt16LE(ZIP64_CENTRAL_EXTRA - 4, z + 2);
          writeUInt64(b, size, z + 4);
          writeUInt64(b, size, z + 12);
          writeUInt64(b, offset, z + 20);
        }
      });
    }

    const { centralOffset, centralSize, zip64End } = layout;
    const count = layout.entries.length;
    if (zip64End) {
      const zip64EndOffset = centralOffset + centralSize;
      await output.record(ZIP64_END + ZIP64_LOCATOR, (b, at) => {
        b.writeUInt32LE(0x06064b50, at);
        writeUInt64(b, ZIP64_END - 12, at + 4);
        b.writeUInt16LE(VERSION_MADE_BY, at + 12);
        b.writeUInt16LE(VERSION_NEEDED_ZIP64, at + 14);
        b.writeUInt32LE(0, at + 16); // this disk
        b.writeUInt32LE(0, at + 20); // the central directory's disk
        writeUInt64(b, count, at + 24);
        writeUInt64(b, count, at + 32);
        writeUInt64(b, centralSize, at + 40);
        writeUInt64(b, centralOffset, at + 48);
        const locator = at + ZIP64_END;
        b.writeUInt32LE(0x07064b50, locator);
        b.writeUInt32LE(0, locator + 4);
        writeUInt64(b, zip64EndOffset, locator + 8);
        b.writeUInt32LE(1, locator + 16); // disks in all
      });
    }
    await output.record(END, (b, at) => {
      b.writeUInt32LE(0x06054b50, at);
      b.writeUInt16LE(0, at + 4);
      b.writeUInt16LE(0, at + 6);
      // With ZIP64 end records every field says "see there", so every reader looks.
      b.writeUInt16LE(zip64End ? MAX16 : count, at + 8);
      b.writeUInt16LE(zip64End ? MAX16 : count, at + 10);
      b.writeUInt32LE(zip64End ? MAX32 : centralSize, at + 12);
      b.writeUInt32LE(zip64End ? MAX32 : centralOffset, at + 16);
      b.writeUInt16LE(0, at + 20); // comment
    });
    await output.finish();
  } finally {
    output.release();
  }
}
