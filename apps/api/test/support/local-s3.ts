import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

const BUCKET = 'toulky-media';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A request the store sends: its method and its path (`/<bucket>/<key>`). */
export type S3Request = { method: string; path: string };

export interface LocalS3 {
  /** The MEDIA_S3_* variables that point the server at this store. */
  env: Record<string, string>;
  bucket: string;
  /** What the API's config makes of `env`, for building a store in a test. */
  config: { bucket: string; endpoint: string; region: string; credentials: typeof CREDENTIALS; forcePathStyle: true };
  /** Every key in the bucket. */
  keys(): Promise<string[]>;
  /** Makes the store refuse (403 AccessDenied, which the SDK does not retry) the requests `when` picks. */
  refuse(when: ((request: S3Request) => boolean) | undefined): void;
  stop(): Promise<void>;
}

/**
 * An S3-protocol server on a free local port (s3rver, files in a temporary folder) with one bucket, behind a small
 * proxy that can refuse chosen requests, so tests see what the server does when the store fails halfway.
 */
export async function startLocalS3(): Promise<LocalS3> {
  // The AWS SDK warns once per process that its releases from 2027 need Node 22; the tests have heard it.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const directory = mkdtempSync(join(tmpdir(), 'toulky-s3-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port: storePort } = await s3rver.run();

  let refusing: ((request: S3Request) => boolean) | undefined;
  const proxy: Server = createServer((incoming, answer) => {
    const path = decodeURIComponent((incoming.url ?? '/').split('?')[0]);
    if (refusing?.({ method: incoming.method ?? 'GET', path })) {
      incoming.resume();
      answer.writeHead(403, { 'content-type': 'application/xml' });
      answer.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Refused by the test</Message></Error>',
      );
      return;
    }
    const outgoing = forward(
      { host: '127.0.0.1', port: storePort, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
      },
    );
    outgoing.on('error', (error) => answer.destroy(error));
    incoming.pipe(outgoing);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  const config = {
    bucket: BUCKET,
    endpoint,
    region: 'us-east-1',
    credentials: CREDENTIALS,
    forcePathStyle: true as const,
  };
  const lister = new S3Client({ ...config, requestChecksumCalculation: 'WHEN_REQUIRED' });
  return {
    env: {
      MEDIA_S3_BUCKET: BUCKET,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_REGION: config.region,
      MEDIA_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
    },
    bucket: BUCKET,
    config,
    async keys() {
      const listed = await lister.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key as string).sort();
    },
    refuse(when) {
      refusing = when;
    },
    async stop() {
      lister.destroy();
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await s3rver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
