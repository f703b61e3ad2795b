// Budget (issue 24): one 1080p30 or 720p30 encoder stream through the default live ladder (src
// passed through, 720p and 360p encoded with x264 veryfast, 2 s segments) runs at ≥ 1.2× real time
// on this 2-core machine. Each input is 30 s of H.264 (a keyframe every 2 s, as the console asks
// encoders for) and AAC in FLV, pushed on the ladder's stdin as the RTMP server pushes it, as fast as
// ffmpeg takes it; the speed is ffmpeg's own (`-progress`). Same-run baseline: the same input
// remuxed with -c copy into HLS, the least any packager does.
import { ffmpegPath } from './lib/ffmpeg.mjs';
import { spawn } from 'node:child_process';
import { createReadStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleServerCode } from './lib/server-code.mjs';
import { median } from './lib/server.mjs';

const RUNS = Number(process.env.BENCH_ROUNDS ?? 3);
// Shorter inputs only to try the script out; the budget is about 30 s.
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 30);
const BUDGET_SPEED = 1.2;
const SEGMENT_SECONDS = 2;
const INPUTS = [
  { name: '1080p30', width: 1920, height: 1080, kbps: 6000 },
  { name: '720p30', width: 1280, height: 720, kbps: 4500 },
];

const work = mkdtempSync(join(tmpdir(), 'ott-bench-live-'));

const ffmpeg = ffmpegPath();

/** The server's own ladder plan, arguments and progress reader, bundled from the TypeScript source as bench/transcode.mjs does. */
async function loadServerCode() {
  return bundleServerCode('live-transcode', `
    export { planLadder } from './modules/live/packaging/ladder-plan';
    export { ladderArgs, renditionDir } from './modules/live/packaging/ladder-args';
    export { parseProgress } from './modules/live/packaging/health';
  `);
}

/** CPU seconds of a finished child: the POSIX shell's `times` gives its children's user and system time. */
function cpuSeconds(timesOutput) {
  const children = timesOutput.trim().split('\n').at(-1) ?? '';
  const parts = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map((match) => Number(match[1]) * 60 + Number(match[2]));
  return parts.length === 2 ? parts[0] + parts[1] : null;
}

/** Runs ffmpeg with `args` (which read pipe:0) fed from `input`; resolves with its stdout, wall and CPU seconds. */
function push(args, input) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('sh', ['-c', '"$0" "$@"; code=$?; echo "--times--" >&2; times >&2; exit $code', ffmpeg, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      const [log, times = ''] = stderr.split('--times--\n');
      if (code !== 0) reject(new Error(`ffmpeg exited with ${code}: ${log.slice(-800)}`));
      else resolve({ stdout, wall: (performance.now() - started) / 1000, cpu: cpuSeconds(times) });
    });
    createReadStream(input).pipe(child.stdin);
  });
}

function generate(input) {
  const file = join(work, `${input.name}.flv`);
  const gop = 2 * 30;
  const args = [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${input.width}x${input.height}:rate=30:duration=${SECONDS}`, '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${SECONDS}`],
    // As OBS sends it: x264 High at a constant rate, a keyframe every 2 s, AAC 160 kbit/s.
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-b:v', `${input.kbps}k`, '-maxrate', `${input.kbps}k`, '-bufsize', `${input.kbps * 2}k`],
    ...['-g', String(gop), '-keyint_min', String(gop), '-sc_threshold', '0', '-c:a', 'aac', '-b:a', '160k', '-ac', '2', '-f', 'flv', file],
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('close', (code) => (code === 0 ? resolve(file) : reject(new Error(`making ${input.name} failed with ${code}`))));
  });
}

function copyArgs(outDir) {
  const dir = join(outDir, 'src');
  mkdirSync(dir, { recursive: true });
  return [
    ...['-hide_banner', '-nostdin', '-nostats', '-progress', 'pipe:1', '-y', '-f', 'flv', '-i', 'pipe:0', '-map', '0', '-c', 'copy'],
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_list_size', '6', '-hls_flags', 'temp_file+independent_segments', '-hls_segment_filename', join(dir, 'b_%06d.ts'), join(dir, 'index.m3u8')],
  ];
}

const code = await loadServerCode();
const speedOf = (run) => code.parseProgress(run.stdout).at(-1)?.speed ?? SECONDS / run.wall;
const cores = cpus().length;

/**
 * How many lives at once: one live in real time keeps (CPU seconds ÷ media seconds) cores busy, as
 * measured here; a machine of C cores carries C ÷ that, less the same 1.2× headroom the budget
 * asks of a single live (so each still keeps ahead of its encoder through a busy moment). It
 * assumes lives scale across cores as separate processes do, and counts nothing for the app itself.
 */
const livesOn = (coresPerLive, machineCores) => Math.floor(machineCores / (coresPerLive * BUDGET_SPEED));

// Other work on the machine slows every figure here down; the load average says how much there was.
const loadAtStart = loadavg()[0];
const results = [];
try {
  for (const input of INPUTS) {
    console.info(`generating the ${SECONDS} s ${input.name} input…`);
    const file = await generate(input);
    const plan = code.planLadder({ videoCodec: 'h264', audioCodec: 'aac', width: input.width, height: input.height, frameRate: 30, keyframeInterval: SEGMENT_SECONDS });
    const rounds = { ladder: [], copy: [], cpu: [] };
    for (let round = 0; round < RUNS; round++) {
      const outDir = join(work, `${input.name}-${round}`);
      for (const rendition of plan) mkdirSync(code.renditionDir(outDir, rendition.name), { recursive: true });
      const ladder = await push(code.ladderArgs(plan, { input: 'pipe:0', outDir, segmentSeconds: SEGMENT_SECONDS, segmentPrefix: 'bench' }), file);
      const copy = await push(copyArgs(join(work, `${input.name}-copy-${round}`)), file);
      rounds.ladder.push(speedOf(ladder));
      rounds.copy.push(speedOf(copy));
      if (ladder.cpu !== null) rounds.cpu.push(ladder.cpu / SECONDS);
      console.info(`  round ${round + 1}: ladder ${speedOf(ladder).toFixed(2)}× (${ladder.wall.toFixed(1)} s wall, ${ladder.cpu?.toFixed(1) ?? '?'} s CPU), copy ${speedOf(copy).toFixed(0)}×`);
      rmSync(outDir, { recursive: true, force: true });
    }
    const coresPerLive = rounds.cpu.length ? median(rounds.cpu) : null;
    // The estimate tried on this machine: that many ladders at once, each of which must still keep ahead.
    const together = coresPerLive === null ? 0 : livesOn(coresPerLive, cores);
    let carried = null;
    if (together >= 2) {
      const runs = await Promise.all(
        Array.from({ length: together }, (_, index) => {
          const outDir = join(work, `${input.name}-together-${index}`);
          for (const rendition of plan) mkdirSync(code.renditionDir(outDir, rendition.name), { recursive: true });
          return push(code.ladderArgs(plan, { input: 'pipe:0', outDir, segmentSeconds: SEGMENT_SECONDS, segmentPrefix: 'bench' }), file);
        }),
      );
      carried = { count: together, slowest: Math.min(...runs.map(speedOf)) };
      console.info(`  ${together} at once: the slowest at ${carried.slowest.toFixed(2)}×`);
    }
    results.push({ input, plan, speed: median(rounds.ladder), copy: median(rounds.copy), coresPerLive, carried });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.info(`\nmedians of ${RUNS} rounds, ${SECONDS} s inputs, this machine: ${cores} cores, load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0].toFixed(1)} at the end`);
for (const { input, plan, speed, copy, coresPerLive, carried } of results) {
  const ladder = plan.map((rendition) => `${rendition.name} ${rendition.width}x${rendition.height}${rendition.transcoded ? '' : ' copied'}`).join(', ');
  console.info(`${input.name} → ${ladder}`);
  console.info(`  speed ${speed.toFixed(2)}× real time  budget ≥ ${BUDGET_SPEED}×: ${speed >= BUDGET_SPEED ? 'PASS' : 'FAIL'}   baseline (-c copy into HLS): ${copy.toFixed(0)}×`);
  if (coresPerLive !== null) {
    const machines = [...new Set([cores, 8, 16])].map((machineCores) => `≈ ${livesOn(coresPerLive, machineCores)} simultaneous lives on a machine of ${machineCores} cores`);
    console.info(`  ${coresPerLive.toFixed(2)} cores busy per live: ${machines.join('; ')}`);
  }
  if (carried) console.info(`  tried here: ${carried.count} lives at once, the slowest at ${carried.slowest.toFixed(2)}× real time (${carried.slowest >= BUDGET_SPEED ? 'each kept ≥ 1.2×' : 'below 1.2×: fewer fit'})`);
}
process.exitCode = results.every(({ speed }) => speed >= BUDGET_SPEED) ? 0 : 1;
