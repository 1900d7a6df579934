import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../config';

/** s3rver's one account: it checks signatures against this pair. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type S3TestServer = {
  /** The configuration that reaches it (one bucket, made empty). */
  config: S3Config;
  /** The same as environment variables, for createTestApp's `env`. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/**
 * A real S3-compatible server for tests: s3rver, in this process, on a free
 * loopback port, keeping its objects in a temporary folder removed by `close`.
 */
export async function startS3TestServer(bucket = 'chitra-test'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'chitra-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config: S3Config = { endpoint, bucket, region: 'us-east-1', ...CREDENTIALS };
  return {
    config,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
