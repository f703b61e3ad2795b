/**
 * The preroll a player page starts before the app (opening-page.ts), in a <video> of the page's own, for the player
 * to adopt and play to its end: the ad is what the visitor sees first, so it starts as early as a programme would.
 */
interface OpeningPreroll {
  /** The programme's stream, which names the player that may adopt the ad. */
  streamUrl: string;
  video: HTMLVideoElement | null;
  /** A player has asked for it: the page no longer shows it (or never starts it). */
  claimed: boolean;
}
let opening: OpeningPreroll | null = null;

/** The page expects to show an ad before `streamUrl`; a player that comes first claims nothing and plays its own. */
export function expectOpeningPreroll(streamUrl: string): void {
  if (opening?.streamUrl === streamUrl && opening.claimed) return;
  opening = { streamUrl, video: null, claimed: false };
}

/** Hands the page's ad video over for a player to adopt; false when a player came first (the page must not show it). */
export function offerOpeningPreroll(streamUrl: string, video: HTMLVideoElement): boolean {
  if (opening?.streamUrl !== streamUrl || opening.claimed) return false;
  opening.video = video;
  return true;
}

/** The page's ad video for the player of `streamUrl` (even if the page has removed it with its loader), once. */
export function claimOpeningPreroll(streamUrl: string): HTMLVideoElement | null {
  const video = opening?.streamUrl === streamUrl ? opening.video : null;
  opening = { streamUrl, video: null, claimed: true };
  return video;
}
