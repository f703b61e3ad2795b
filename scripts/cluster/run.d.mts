// Types of run.mjs for the cluster tests (e2e/cluster), which start the cluster with the same code as `npm run cluster`.
export interface ClusterState {
  /** The edge (nginx). */
  url: string;
  /** Each Node process's own HTTP address, by INSTANCE_NAME: api-a, api-b, ingest. */
  instances: Record<'api-a' | 'api-b' | 'ingest', string>;
  rtmpUrl: string;
  /** Where media live: DATA_DIR/media, or a bucket (`dir`: where the cluster's own s3rver keeps it; null for AWS's endpoint). */
  mediaStore: { kind: 'local'; dir: string } | { kind: 's3'; endpoint: string | null; bucket: string; dir: string | null };
  pids: Record<string, number>;
  runDir: string;
}
export interface Cluster extends ClusterState {
  stop(): Promise<void>;
  kill(name: string): Promise<void>;
}
export function startCluster(options: {
  root: string;
  runDir: string;
  host?: string;
  port: number;
  databaseUrl: string;
  redisUrl: string;
  env?: Record<string, string>;
  workers?: number | 'auto';
  echo?: (name: string, line: string) => void;
  onDeath?: (name: string, pid: number, how: string) => void;
}): Promise<Cluster>;
