// A worker thread of bench/chat.mjs: holds its share of the viewers' chat streams and times each bench message's
// arrival against the wall-clock stamp the sender put in its text (Date.now() is one clock for every thread).
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { connections, capacity } = workerData;
const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
const MARK = Buffer.from('"text":"bench ');
const STATE = Buffer.from('event: state');
const latencies = new Float64Array(capacity);
let delivered = 0;
let measuring = false;
const streams = [];

function connect({ port, path }) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream: ${response.statusCode}`));
      let opened = false;
      // Bytes, not strings: tens of thousands of frames a second are read by this thread.
      response.on('data', (chunk) => {
        if (!opened && chunk.includes(STATE)) {
          opened = true;
          resolve(req);
        }
        let at = 0;
        while ((at = chunk.indexOf(MARK, at)) >= 0) {
          at += MARK.length;
          let stamp = 0;
          for (let byte = chunk[at]; byte >= 48 && byte <= 57; byte = chunk[++at]) stamp = stamp * 10 + (byte - 48);
          if (measuring && delivered < capacity) latencies[delivered++] = Date.now() - stamp;
        }
      });
    });
    req.on('error', reject);
    req.end();
  });
}

parentPort.on('message', async (command) => {
  if (command === 'connect') {
    for (let index = 0; index < connections.length; index += 100) streams.push(...(await Promise.all(connections.slice(index, index + 100).map(connect))));
    parentPort.postMessage({ connected: streams.length });
  } else if (command === 'measure') {
    measuring = true;
    parentPort.postMessage({ measuring: true });
  } else if (command === 'count') {
    parentPort.postMessage({ delivered });
  } else if (command === 'stop') {
    measuring = false;
    for (const stream of streams) stream.destroy();
    parentPort.postMessage({ latencies: latencies.slice(0, delivered) });
  }
});
