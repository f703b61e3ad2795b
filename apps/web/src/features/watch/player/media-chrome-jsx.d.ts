import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ChromeElement<Attributes = object> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Attributes;

// The media-chrome tags the player renders (React 19 passes these straight to the custom elements).
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'media-controller': ChromeElement<{ nohotkeys?: string; defaultstreamtype?: 'live' | 'on-demand'; lang?: string; liveedgeoffset?: string; noautoseektolive?: string }>;
      'media-control-bar': ChromeElement;
      'media-play-button': ChromeElement;
      'media-seek-backward-button': ChromeElement<{ seekoffset?: string }>;
      'media-seek-forward-button': ChromeElement<{ seekoffset?: string }>;
      'media-mute-button': ChromeElement;
      'media-volume-range': ChromeElement;
      'media-time-range': ChromeElement;
      'media-time-display': ChromeElement<{ showduration?: string }>;
      'media-live-button': ChromeElement;
      'media-loading-indicator': ChromeElement<{ noautohide?: string }>;
      'media-pip-button': ChromeElement;
      'media-fullscreen-button': ChromeElement;
    }
  }
}
