import { join } from 'node:path';
import type { Config } from '../../config';
import { checkFolder, createLocalStorage } from './local-storage';
import type { AssetStorage } from './storage';

/** URL prefix of the public media route (server/src/http/media.ts). */
const MEDIA_PREFIX = '/media/';

/** Public media's names carry a hash of their content: a changed picture gets a new name (as media.ts serves them). */
const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The shop's pictures: `originals/` (private) and `media/` (public), as two
 * folders in DATA_DIR or, when S3 is configured, two prefixes of one bucket.
 * Media URLs point at MEDIA_BASE_URL (a CDN, or the bucket's media/ prefix
 * made public) when it is set, else at this server's /media/ route, which
 * serves from whichever storage is in use.
 *
 * The S3 adapter (and with it the AWS SDK, ~26 MB and ~0.4 s to load) is
 * loaded only when S3 is configured.
 */
export async function createAssetStorage(config: Pick<Config, 'dataDir' | 's3' | 'mediaBaseUrl'>): Promise<AssetStorage> {
  const mediaUrl = config.mediaBaseUrl ? (key: string) => `${config.mediaBaseUrl}/${key}` : (key: string) => `${MEDIA_PREFIX}${key}`;

  const { s3 } = config;
  if (s3) {
    const { createS3Client, createS3Storage, pingBucket } = await import('./s3-storage');
    const client = createS3Client(s3);
    // Presigned downloads only where a browser can reach the store: AWS's own
    // endpoint, or S3_PUBLIC_ENDPOINT in front of a private one (MinIO at
    // http://minio:9000 is nobody's browser's address).
    const presignWith = s3.publicEndpoint ? createS3Client({ ...s3, endpoint: s3.publicEndpoint }) : s3.endpoint === undefined ? client : undefined;
    return {
      originals: createS3Storage(client, s3.bucket, 'originals/', presignWith ? { presignWith } : {}),
      media: createS3Storage(client, s3.bucket, 'media/', { cacheControl: MEDIA_CACHE_CONTROL }),
      mediaUrl,
      ping: () => pingBucket(client, s3.bucket),
      close: () => {
        client.destroy();
        if (presignWith && presignWith !== client) presignWith.destroy();
      },
    };
  }

  const originals = join(config.dataDir, 'originals');
  const media = join(config.dataDir, 'media');
  return {
    originals: createLocalStorage(originals),
    media: createLocalStorage(media),
    mediaUrl,
    ping: async () => {
      await Promise.all([checkFolder(originals), checkFolder(media)]);
    },
    close: () => {},
  };
}
