// Formats one date and ends: in Chromium the browser's date and time zone data, once loaded by any thread of the page's
// process, serve them all (lib/warm-date-formatting.ts).
interface WarmRequest {
  language: string;
  options: Intl.DateTimeFormatOptions;
}
const scope = self as unknown as { onmessage: ((event: MessageEvent<WarmRequest>) => void) | null; close(): void };

scope.onmessage = ({ data }) => {
  try {
    new Intl.DateTimeFormat(data.language, data.options).format(0);
  } finally {
    scope.close();
  }
};
