/** A stand-in for hls.js: records what the player asks of each instance. */
export class FakeHls {
  static Events = { MANIFEST_PARSED: 'manifestParsed', LEVEL_SWITCHED: 'levelSwitched', LEVEL_UPDATED: 'levelUpdated', ERROR: 'error' };
  static ErrorTypes = { MEDIA_ERROR: 'mediaError' };
  static instances: FakeHls[] = [];
  static isSupported = () => true;
  levels: Array<{ height: number; bitrate: number }> = [];
  source: string | null = null;
  media: HTMLVideoElement | null = null;
  destroyed = false;
  /** Where hls.js would play live now; the latency the player asked to keep. */
  liveSyncPosition: number | null = null;
  targetLatency: number | null = null;
  private listeners = new Map<string, Array<(event: string, data: unknown) => void>>();
  constructor(readonly config: Record<string, unknown>) {
    FakeHls.instances.push(this);
  }
  on(event: string, listener: (event: string, data: unknown) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  emit(event: string, data: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(event, data);
  }
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia(video: HTMLVideoElement) {
    this.media = video;
    this.attachments += 1;
  }
  attachments = 0;
  destroy() {
    this.destroyed = true;
  }
}

