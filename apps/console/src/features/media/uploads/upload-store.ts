import { useSyncExternalStore } from 'react';
import type { UploadTask } from './upload-task';

/**
 * The uploads of this browser tab, per channel. Kept outside the screen so an upload goes on while the operator
 * opens an asset or another screen of the console, and its row is still there on coming back.
 */
const tasks = new Map<string, UploadTask[]>();
const listeners = new Set<() => void>();
const unsubscribes = new Map<UploadTask, () => void>();
let version = 0;
const emit = () => {
  version += 1;
  listeners.forEach((listener) => listener());
};

export const uploadStore = {
  add(channelKey: string, task: UploadTask) {
    tasks.set(channelKey, [...(tasks.get(channelKey) ?? []), task]);
    unsubscribes.set(task, task.subscribe(emit));
    emit();
  },
  remove(channelKey: string, task: UploadTask) {
    tasks.set(channelKey, (tasks.get(channelKey) ?? []).filter((item) => item !== task));
    unsubscribes.get(task)?.();
    unsubscribes.delete(task);
    emit();
  },
  of: (channelKey: string): UploadTask[] => tasks.get(channelKey) ?? [],
  /** Every channel's tasks, for what follows them from the console shell (notifications, the tab-closing warning). */
  all: (): { channelKey: string; task: UploadTask }[] => [...tasks].flatMap(([channelKey, list]) => list.map((task) => ({ channelKey, task }))),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  clear() {
    unsubscribes.forEach((unsubscribe) => unsubscribe());
    unsubscribes.clear();
    tasks.clear();
    emit();
  },
};

/** The channel's upload tasks; re-renders when any of them moves. */
export function useUploads(channelKey: string): UploadTask[] {
  useSyncExternalStore(uploadStore.subscribe, () => version, () => version);
  return uploadStore.of(channelKey);
}

/** Every channel's upload tasks; re-renders when any of them moves. */
export function useAllUploads(): { channelKey: string; task: UploadTask }[] {
  useSyncExternalStore(uploadStore.subscribe, () => version, () => version);
  return uploadStore.all();
}
