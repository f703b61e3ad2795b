import type { BootstrapData, HomepageEvents, ProjectSettingsFile } from '@ott/contracts';

/** What the web app's first-screen module takes (apps/web/src/first-screen/render.tsx). */
export interface FirstScreenInput {
  channel: { channelKey: string; bootstrap: BootstrapData; projectSettings: ProjectSettingsFile | null };
  homepage: HomepageEvents;
  url: string;
  phone: boolean;
  wordmark: boolean;
}

/** What it gives back: #root's markup, the channel's colours as CSS, the page's title and language. */
export interface RenderedFirstScreen {
  html: string;
  themeCss: string;
  title: string;
  language: string;
  /** The sections' event starts as worded in that language, which the page carries for the app (FirstScreenData). */
  eventTimes?: Record<string, { date: string; time: string }>;
}

export type RenderFirstScreen = (input: FirstScreenInput) => Promise<RenderedFirstScreen | null>;
