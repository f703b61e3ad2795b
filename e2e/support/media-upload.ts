import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { consoleCall } from './console';

/**
 * A short MP4 made for the journey by ffmpeg shipped by npm: a moving test picture at 640×360 and a 440 Hz tone, so
 * the media library has a real file with video and audio to probe and transcode.
 */
export async function generatedMp4(dir: string, seconds = 6): Promise<string> {
  const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const file = join(dir, 'journey-clip.mp4');
  await promisify(execFile)(ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=30'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  return file;
}

/** An English WebVTT file whose one cue covers the whole clip, so it shows whenever the video plays. */
export async function englishCaptions(dir: string, text: string, seconds = 6): Promise<string> {
  const file = join(dir, 'journey-clip.en.vtt');
  await writeFile(file, `WEBVTT\n\n00:00:00.000 --> 00:00:${String(seconds).padStart(2, '0')}.000\n${text}\n`);
  return file;
}

/**
 * An editor of `channelKey` signed in on `page`: the owner (signed in on `ownerRequest`) creates the operator, and the
 * editor's first sign-in chooses their own password, as the console requires of a temporary one.
 */
export async function signInAsNewEditor(ownerRequest: APIRequestContext, page: Page, channelKey: string): Promise<{ email: string }> {
  const email = `editor-${channelKey}@example.test`;
  const created = (await consoleCall(ownerRequest, 'POST', '/operators', { email, name: 'Media Editor', channels: [{ channel_key: channelKey, role: 'editor' }] })) as { temporary_password: string };
  const login = await page.request.post('/api/admin/auth/login', { data: { email, password: created.temporary_password } });
  expect(login.status(), await login.text()).toBe(200);
  const { csrf_token } = (await login.json()).data as { csrf_token: string };
  const changed = await page.request.post('/api/admin/auth/password', {
    data: { current_password: created.temporary_password, new_password: 'cut-the-tape-2026' },
    headers: { 'x-csrf-token': csrf_token },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  return { email };
}

/** The first PATCH of a tus upload fails as a dropped connection would; the client must resume on its own. */
export async function dropFirstUploadChunk(page: Page): Promise<{ dropped: () => number; patches: () => number }> {
  let dropped = 0;
  let patches = 0;
  await page.route('**/api/admin/uploads/**', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    patches += 1;
    if (dropped === 0) {
      dropped += 1;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  return { dropped: () => dropped, patches: () => patches };
}
