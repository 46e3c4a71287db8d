import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { makeTempDir } from './harness';

/**
 * A local S3-compatible server (s3rver) with one bucket for the suite: started before the suite's
 * apps, closed after them (register it before useTestApp). `env()` is the app configuration
 * that stores files there, for useTestApp's `env`.
 */
export function useS3rverStore(bucket: string): {
  env: () => Record<string, string>;
  /** The server's address (set once the suite started). */
  readonly endpoint: string;
} {
  let s3rver: S3rver | undefined;
  let endpoint = '';
  beforeAll(async () => {
    s3rver = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: makeTempDir('s3rver'),
    });
    const { port } = await s3rver.run();
    endpoint = `http://127.0.0.1:${port}`;
    const client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    client.destroy();
  });
  afterAll(async () => {
    await s3rver?.close();
  });
  return {
    get endpoint() {
      return endpoint;
    },
    env: () => ({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    }),
  };
}
