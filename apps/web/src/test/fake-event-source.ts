/** A stand-in for the browser's EventSource: records what was opened and closed, and lets a test send events. */
export class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  /** The server sends `event: <type>` with `data`. */
  send(type: string, data: string) {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
  close() {
    this.closed = true;
  }
  /** The sources still open; with `path`, only those whose URL starts with it (a watch page also opens its chat). */
  static open(path?: string): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => !source.closed && (path === undefined || source.url.startsWith(path)));
  }
}
