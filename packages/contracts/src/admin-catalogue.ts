/**
 * The console's catalogue (`/api/admin/channels/{channel_key}/…`): sports (event categories) with their
 * children, teams (participants), schools (participant groups), events, the videos attached to them and the VOD
 * library. Bodies use the public API's field names (spec §3) so a console form and the viewer app read the same words.
 * One file per part under admin-catalogue/; this one is what the server and the console import.
 */
export { ALIAS_PATTERN, ALIAS_TAKEN, AdminChannelParams, AdminItemParams, adminPage, aliasOf } from './admin-catalogue/fields';
export * from './admin-catalogue/categories';
export * from './admin-catalogue/teams';
export * from './admin-catalogue/events';
export * from './admin-catalogue/videos';
export * from './admin-catalogue/vod-library';
