import { createRequire } from 'node:module';
import type { Socket } from 'node:net';

/**
 * The parts of node-media-server (pinned: its sessions are used directly, not through its server class, which
 * would also start an HTTP admin, a JSON store in the working directory, and exit the process on a busy port).
 */
export interface NmsSession {
  ip: string;
  protocol: string;
  streamPath: string;
  inBytes: number;
  videoCodec: number | string;
  videoWidth: number;
  videoHeight: number;
  videoFramerate: number;
  videoDatarate: number;
  audioCodec: number | string;
  broadcast?: NmsBroadcast;
  onConnect(req: { app: string; name: string; host: string; query: unknown }): void;
  onPlay(): void;
  onPush(): void;
  onPacket(packet: unknown): void;
  sendBuffer(chunk: Buffer): void;
  run(): void;
}

export interface NmsBroadcast {
  publisher: NmsSession | null;
  publishGraceMs: number;
  postPlay(session: NmsSession): string | null;
  donePlay(session: NmsSession): void;
}

interface NmsModules {
  RtmpSession: new (socket: Socket) => NmsSession;
  BaseSession: new () => NmsSession;
}

let loaded: NmsModules | null = null;

export function loadNodeMediaServer(): NmsModules {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const context = require('node-media-server/src/core/context.js') as { config: object };
  const logger = require('node-media-server/src/core/logger.js') as { level: string };
  // Its info lines name stream paths and addresses; ours say what matters, without keys.
  logger.level = 'error';
  context.config = {};
  loaded = {
    RtmpSession: require('node-media-server/src/session/rtmp_session.js') as NmsModules['RtmpSession'],
    BaseSession: require('node-media-server/src/session/base_session.js') as NmsModules['BaseSession'],
  };
  return loaded;
}
