/**
 * A simulated live feed loops a VOD by wall-clock time: segment k of the feed is segment
 * k mod N of the source, available once its end has passed. The playlist shows the last
 * `windowSeconds` (the DVR window); each loop restart is a discontinuity.
 */
export interface LiveWindowInput {
  /** Durations of one loop of the source, in seconds. */
  durations: readonly number[];
  startedAtMs: number;
  nowMs: number;
  /** When the feed was stopped: the window ends there and the playlist is closed. */
  endedAtMs: number | null;
  windowSeconds: number;
}

export interface LiveEntry {
  /** Index into the source's segments. */
  sourceIndex: number;
  duration: number;
  /** A loop restarts at this segment (never set on the first entry; see discontinuitySequence). */
  discontinuity: boolean;
  /** Wall-clock start of the segment. */
  startMs: number;
}

export interface LiveWindow {
  mediaSequence: number;
  /** Loop restarts before the window's first segment, counting one that starts exactly there. */
  discontinuitySequence: number;
  entries: LiveEntry[];
  ended: boolean;
}

export function liveWindow({ durations, startedAtMs, nowMs, endedAtMs, windowSeconds }: LiveWindowInput): LiveWindow {
  const count = durations.length;
  const ended = endedAtMs !== null && endedAtMs <= nowMs;
  const offsets = [0];
  for (const duration of durations) offsets.push(offsets.at(-1)! + duration);
  const loopSeconds = offsets[count] ?? 0;
  const elapsed = ((ended ? endedAtMs : nowMs) - startedAtMs) / 1000;
  if (count === 0 || loopSeconds <= 0 || elapsed <= 0) return { mediaSequence: 0, discontinuitySequence: 0, entries: [], ended };

  const startOf = (k: number) => Math.floor(k / count) * loopSeconds + offsets[k % count]!;
  const loops = Math.floor(elapsed / loopSeconds);
  const within = elapsed - loops * loopSeconds;
  let complete = 0;
  while (complete < count && offsets[complete + 1]! <= within + 1e-9) complete += 1;
  const last = loops * count + complete - 1;
  if (last < 0) return { mediaSequence: 0, discontinuitySequence: 0, entries: [], ended };

  let first = last;
  let span = durations[last % count]!;
  while (first > 0 && span + durations[(first - 1) % count]! <= windowSeconds) {
    first -= 1;
    span += durations[first % count]!;
  }
  const entries: LiveEntry[] = [];
  for (let k = first; k <= last; k += 1) {
    entries.push({ sourceIndex: k % count, duration: durations[k % count]!, discontinuity: k > first && k % count === 0, startMs: startedAtMs + startOf(k) * 1000 });
  }
  return { mediaSequence: first, discontinuitySequence: Math.floor(first / count), entries, ended };
}
