export * from './messages';
export * from './errors';
export * from './envelope';
export * from './keys';
export * from './channel';
export * from './health';
