import { playsLive, withinLiveWindow } from './live-edge';

/** What a key asks the player to do. */
export type PlayerCommand =
  | { type: 'toggle-play' }
  | { type: 'toggle-fullscreen' }
  | { type: 'toggle-mute' }
  | { type: 'seek-by'; seconds: number }
  | { type: 'volume-by'; delta: number };

export const SEEK_STEP_SECONDS = 10;
export const VOLUME_STEP = 0.1;

interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** Space/k play-pause, f fullscreen, m mute, ←/→ seek 10 s, ↑/↓ volume. */
export function commandForKey({ key, ctrlKey, metaKey, altKey }: KeyPress): PlayerCommand | null {
  if (ctrlKey || metaKey || altKey) return null; // the browser's own shortcuts
  switch (key.length === 1 ? key.toLowerCase() : key) {
    case ' ':
    case 'k':
      return { type: 'toggle-play' };
    case 'f':
      return { type: 'toggle-fullscreen' };
    case 'm':
      return { type: 'toggle-mute' };
    case 'ArrowLeft':
      return { type: 'seek-by', seconds: -SEEK_STEP_SECONDS };
    case 'ArrowRight':
      return { type: 'seek-by', seconds: SEEK_STEP_SECONDS };
    case 'ArrowUp':
      return { type: 'volume-by', delta: VOLUME_STEP };
    case 'ArrowDown':
      return { type: 'volume-by', delta: -VOLUME_STEP };
    default:
      return null;
  }
}

const ACTIVATION_KEYS = [' ', 'Enter'];
const ARROWS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];
/** Keys a focused control of each role acts on itself. */
const OWN_KEYS: Record<string, readonly string[]> = {
  button: ACTIVATION_KEYS,
  link: ACTIVATION_KEYS,
  menuitem: ACTIVATION_KEYS,
  menuitemradio: ACTIVATION_KEYS,
  menuitemcheckbox: ACTIVATION_KEYS,
  checkbox: [' '],
  switch: [' '],
  radio: [...ARROWS, ' '],
  tab: [...ARROWS, ...ACTIVATION_KEYS],
  slider: ARROWS,
  listbox: [...ARROWS, ' ', 'Enter'],
};
/** Roles that take every key: the viewer types in them (a select jumps to the option typed). */
const FIELD_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);
const INPUT_ROLES: Record<string, string> = { range: 'slider', checkbox: 'checkbox', radio: 'radio', button: 'button', submit: 'button', reset: 'button', image: 'button', file: 'button', color: 'button' };

function roleOf(element: Element): string {
  const role = element.getAttribute('role');
  if (role) return role;
  if (element instanceof HTMLInputElement) return INPUT_ROLES[element.type] ?? 'textbox';
  if (element instanceof HTMLTextAreaElement) return 'textbox';
  if (element instanceof HTMLSelectElement) return 'combobox';
  if (element instanceof HTMLButtonElement) return 'button';
  if (element instanceof HTMLAnchorElement) return 'link';
  return '';
}

/** Whether the element that has the key press handles it itself (a field, or a control that uses that key), so the player must leave it alone. */
export function targetHandlesKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if ((target instanceof HTMLElement && target.isContentEditable) || target.closest('[contenteditable]:not([contenteditable="false"])')) return true;
  const role = roleOf(target);
  return FIELD_ROLES.has(role) || (OWN_KEYS[role]?.includes(key) ?? false);
}

/** The range the viewer may seek in: the live window (DVR) on live, the whole video otherwise. */
export function seekableRange(video: HTMLVideoElement): [number, number] {
  const { seekable } = video;
  if (seekable && seekable.length > 0) return [seekable.start(0), seekable.end(seekable.length - 1)];
  return [0, Number.isFinite(video.duration) ? video.duration : video.currentTime];
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export interface CommandTarget {
  video: HTMLVideoElement;
  /** The element that goes fullscreen: the player with its controls, not the bare video. */
  fullscreenElement: Element;
}

export function runCommand(command: PlayerCommand, { video, fullscreenElement }: CommandTarget): void {
  switch (command.type) {
    case 'toggle-play':
      if (video.paused) video.play()?.catch(() => undefined);
      else video.pause();
      return;
    case 'toggle-mute':
      video.muted = !video.muted;
      return;
    case 'toggle-fullscreen':
      if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
      else fullscreenElement.requestFullscreen?.().catch(() => undefined);
      return;
    case 'seek-by': {
      if (playsLive(video)) {
        video.currentTime = withinLiveWindow(video, video.currentTime + command.seconds);
        return;
      }
      const [start, end] = seekableRange(video);
      video.currentTime = clamp(video.currentTime + command.seconds, start, end);
      return;
    }
    case 'volume-by':
      video.volume = clamp(Math.round((video.volume + command.delta) * 100) / 100, 0, 1);
      if (command.delta > 0) video.muted = false;
      return;
  }
}
