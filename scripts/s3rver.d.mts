// Types of s3rver.mjs for the tests (apps/server/test/s3-server.ts).
export const S3RVER_CREDENTIALS: { accessKeyId: string; secretAccessKey: string };
export function startS3rver(options: { directory: string; port?: number; buckets?: string[] }): Promise<{ endpoint: string; close(): Promise<void> }>;
