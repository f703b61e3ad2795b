// The entry stays empty so that start-up code travels in the shell chunk with the libraries
// (see vite.config.ts): one script for the shell instead of an entry chunk plus the common chunks
// the bundler would split off it.
import './start';
