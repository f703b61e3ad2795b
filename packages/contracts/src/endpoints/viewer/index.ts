import type { Endpoint } from '../../endpoint';
import * as account from './account';
import * as auth from './auth';
import * as channel from './channel';
import * as chat from './chat';
import * as clips from './clips';
import * as devices from './devices';
import * as commerce from './commerce';
import * as events from './events';
import * as favorites from './favorites';
import * as forms from './forms';
import * as notifications from './notifications';
import * as player from './player';
import * as profile from './profile';
import * as scores from './scores';
import * as simulate from './simulate';
import * as vod from './vod';
import * as watching from './watching';

/**
 * Every endpoint the viewer app calls, by area. For tests and checks that walk them all: the app imports each
 * definition from its area's module, so a screen's bundle carries only the definitions it uses.
 */
export const viewerEndpoints: Record<string, Record<string, Endpoint>> = { account, auth, channel, chat, clips, commerce, devices, events, favorites, forms, notifications, player, profile, scores, simulate, vod, watching };

/** `area.name` → definition. */
export function listViewerEndpoints(): [string, Endpoint][] {
  return Object.entries(viewerEndpoints).flatMap(([area, definitions]) => Object.entries(definitions).map(([name, definition]): [string, Endpoint] => [`${area}.${name}`, definition]));
}
