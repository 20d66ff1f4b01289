// s3rver (the S3 server of the storage tests) ships no types; only what those tests use. Included by the
// tsconfig.json of each workspace whose tests run it (service-kit, media).
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    configureBuckets?: Array<{ name: string }>;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
