import { createECDH, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A push service on this machine for tests: it takes the real requests web-push makes (RFC 8030), records them and
 * answers 201 — or what `answer` says for a path (410 for a browser that unsubscribed).
 */
export async function startPushServiceStub() {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answers.get(request.url ?? '') ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answer: (path: string, status: number) => void answers.set(path, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** A browser's side of a push subscription: its P-256 key pair and auth secret, and how it reads a message. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const publicKey = ecdh.getPublicKey();
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    /** Decrypts an aes128gcm message (RFC 8188) with the keys of RFC 8291, as a browser does, by hand. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverPublic = body.subarray(21, 21 + idLength);
      const content = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverPublic);
      const prkKey = hmac(auth, shared);
      const ikm = hmac(prkKey, Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverPublic, Buffer.from([1])]));
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(content.subarray(content.length - 16));
      const plain = Buffer.concat([decipher.update(content.subarray(0, content.length - 16)), decipher.final()]);
      let end = plain.length - 1;
      while (end > 0 && plain[end] === 0) end -= 1;
      if (plain[end] !== 2) throw new Error('not the last record');
      return plain.subarray(0, end).toString('utf8');
    },
  };
}
