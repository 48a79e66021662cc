import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';

/**
 * Uploaded files wait here (DATA_DIR/tmp/upload-*.part) while a request reads and checks them;
 * the request removes them when it ends, and the orphan sweep what a killed process left.
 */
export const uploadTempDir = (dataDir: string) => path.join(dataDir, 'tmp');

/** A multipart file stream: busboy marks it `truncated` when it stopped at the size limit. */
type TUploadStream = Readable & { truncated?: boolean };

/** The temp files of one request: each upload is streamed to disk, never held in memory. */
export class TempUploads {
  private readonly files: string[] = [];

  constructor(private readonly dir: string) {}

  /** Streams `input` to a new temp file and returns its path; more than `maxBytes` is a 413. */
  async save(input: TUploadStream, maxBytes: number, tooLarge: string = MESSAGES.photoTooLarge) {
    await mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, `upload-${randomUUID()}.part`);
    this.files.push(file);
    let bytes = 0;
    // Stops reading once past the limit (a stream that is not busboy's has no limit of its own).
    const count = new Transform({
      transform(chunk: Buffer, _enc, done) {
        bytes += chunk.length;
        done(bytes > maxBytes ? new AppError('PAYLOAD_TOO_LARGE', tooLarge) : null, chunk);
      },
    });
    await pipeline(input, count, createWriteStream(file, { flags: 'wx' }));
    if (input.truncated) throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
    return file;
  }

  /** Removes every temp file of this request (call it in a finally); never throws. */
  async removeAll() {
    const files = this.files.splice(0);
    await Promise.all(files.map((f) => rm(f, { force: true }).catch(() => {})));
  }
}

/** True for an error of the server's own file system (ENOSPC...), not of what the client sent. */
export const isSystemError = (err: unknown) => typeof err === 'object' && err !== null && 'syscall' in err;
