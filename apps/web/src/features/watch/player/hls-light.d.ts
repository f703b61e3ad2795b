// hls.js ships no type declarations for its light build; it is the same API minus a few features.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
