/**
 * A logo at least this many times as wide as it is tall spells the channel's name: the header then shows no name beside
 * it (the name stays for screen readers).
 */
export const WORDMARK_ASPECT_RATIO = 2.5;

export const isWordmark = (width: number, height: number): boolean => height > 0 && width >= height * WORDMARK_ASPECT_RATIO;
