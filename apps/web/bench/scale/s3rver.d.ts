/** The part of s3rver (an S3-compatible server for tests) the scale test uses. */
declare module "s3rver" {
  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      directory: string;
      silent?: boolean;
      configureBuckets?: { name: string; configs: string[] }[];
    });
    run(): Promise<{ port: number; address: string }>;
    close(): Promise<void>;
  }
}
