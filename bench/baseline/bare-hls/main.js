// The smallest page that plays an HLS stream with hls.js (the light build the app uses, default settings):
// the floor the /watch page's time to first frame is compared with. `?src=` is the master playlist.
import Hls from 'hls.js/light';

const video = document.querySelector('video');
const src = new URLSearchParams(window.location.search).get('src');
if (Hls.isSupported()) {
  const hls = new Hls();
  hls.loadSource(src);
  hls.attachMedia(video);
} else {
  video.src = src;
}
video.play().catch(() => {
  video.muted = true;
  return video.play();
});
