import { readFileSync } from 'node:fs';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { loadNodeMediaServer, type NmsBroadcast, type NmsSession } from './node-media-server';

/** What a publish is checked against: the stream key finds an event, or the publish is refused. */
export type PublishDecision = { accept: true; eventId: number } | { accept: false; reason: string };

export interface PublishedStream {
  eventId: number;
  /** The encoder's address, for the log. */
  ip: string;
  /** What the encoder says about its picture and sound (onMetaData), once it has said it. */
  metadata(): StreamMetadata;
  /** Bytes received from the encoder so far. */
  inBytes(): number;
  /** Cuts the encoder off (a rotated key, the operator's End). */
  disconnect(): void;
  /** The stream as FLV (header, metadata, codec headers, then every packet), for the packager's stdin. */
  subscribe(write: (chunk: Buffer) => void): () => void;
}

export interface StreamMetadata {
  videoCodecId: number | string | null;
  audioCodecId: number | string | null;
  width: number;
  height: number;
  frameRate: number;
  /** What the encoder says it sends, kbit/s. */
  videoKbps: number;
}

export interface RtmpServerOptions {
  port: number;
  host: string;
  tls?: { port: number; certFile: string; keyFile: string } | null;
  /** Checks a publish before any of its media is read; the stream key goes no further than this call. */
  authorize(app: string, streamKey: string): Promise<PublishDecision>;
  onPublish(stream: PublishedStream): void;
  onUnpublish(stream: PublishedStream): void;
  /** A refused publish, without its key. */
  onRefused(ip: string, reason: string): void;
}

export interface RtmpServer {
  /** The ports actually bound (0 in the options picks a free one). */
  ports(): { rtmp: number; rtmps: number | null };
  close(): Promise<void>;
}

/**
 * The RTMP ingest (docs/decisions/0067-rtmp-ingest.md): node-media-server's RTMP sessions on our own listeners.
 * Each publish is held (socket paused, packets queued) until `authorize` answers; an accepted stream is then
 * renamed after its event (`/live/e42`), so the key is never a stream path, a log line or a file name. Playing
 * over RTMP is refused: viewers get HLS.
 */
export async function startRtmpServer(options: RtmpServerOptions): Promise<RtmpServer> {
  const nms = loadNodeMediaServer();
  const sockets = new Set<Socket>();

  function handle(socket: Socket): void {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    const session = new nms.RtmpSession(socket);
    const original = { onConnect: session.onConnect, onPush: session.onPush, onPacket: session.onPacket };
    let request: { app: string; name: string; host: string; query: unknown } | null = null;
    let held: unknown[] | null = null;
    let stream: PublishedStream | null = null;

    session.onConnect = (req) => {
      request = req;
    };
    session.onPlay = () => {
      socket.destroy();
    };
    session.onPacket = (packet) => {
      if (held) held.push(packet);
      else if (stream) original.onPacket(packet);
    };
    session.onPush = () => {
      const asked = request;
      if (!asked || held || stream) return socket.destroy();
      held = [];
      socket.pause();
      void options.authorize(asked.app, asked.name).then(
        (decision) => {
          if (!decision.accept || socket.destroyed) {
            options.onRefused(session.ip, decision.accept ? 'the encoder left before it was accepted' : decision.reason);
            socket.destroy();
            return;
          }
          original.onConnect({ ...asked, name: `e${decision.eventId}` });
          const broadcast = session.broadcast!;
          // Our own reconnect window decides what a drop means; node-media-server's would splice the two publishes.
          broadcast.publishGraceMs = 0;
          original.onPush();
          if (broadcast.publisher !== session) {
            options.onRefused(session.ip, 'the event already has an encoder');
            socket.destroy();
            return;
          }
          stream = publishedStream(nms, session, broadcast, decision.eventId, socket);
          const queued = held ?? [];
          held = null;
          options.onPublish(stream);
          for (const packet of queued) original.onPacket(packet);
          socket.resume();
        },
        () => {
          options.onRefused(session.ip, 'the stream key could not be checked');
          socket.destroy();
        },
      );
    };
    socket.on('close', () => {
      if (stream) options.onUnpublish(stream);
    });
    session.run();
  }

  const servers: Server[] = [];
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, options.host, () => {
        server.off('error', reject);
        resolve((server.address() as AddressInfo).port);
      });
    });
  const rtmp = createServer(handle);
  servers.push(rtmp);
  const rtmpPort = await listen(rtmp, options.port);
  let rtmpsPort: number | null = null;
  if (options.tls) {
    const secure = createTlsServer({ key: readFileSync(options.tls.keyFile), cert: readFileSync(options.tls.certFile) }, handle);
    servers.push(secure);
    rtmpsPort = await listen(secure, options.tls.port);
  }

  return {
    ports: () => ({ rtmp: rtmpPort, rtmps: rtmpsPort }),
    async close() {
      for (const socket of sockets) socket.destroy();
      await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    },
  };
}

function publishedStream(nms: ReturnType<typeof loadNodeMediaServer>, session: NmsSession, broadcast: NmsBroadcast, eventId: number, socket: Socket): PublishedStream {
  return {
    eventId,
    ip: session.ip,
    metadata: () => ({
      videoCodecId: session.videoCodec || null,
      audioCodecId: session.audioCodec || null,
      width: Number(session.videoWidth) || 0,
      height: Number(session.videoHeight) || 0,
      frameRate: Number(session.videoFramerate) || 0,
      videoKbps: Number(session.videoDatarate) || 0,
    }),
    inBytes: () => session.inBytes,
    disconnect: () => socket.destroy(),
    subscribe(write) {
      const subscriber = new nms.BaseSession();
      subscriber.protocol = 'flv';
      subscriber.streamPath = session.streamPath;
      subscriber.sendBuffer = (chunk: Buffer) => write(chunk);
      broadcast.postPlay(subscriber);
      return () => broadcast.donePlay(subscriber);
    },
  };
}
