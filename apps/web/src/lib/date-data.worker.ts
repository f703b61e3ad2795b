// Loads the page's date data and ends: in Chromium the browser's date, time zone, relative-time and currency data, once
// loaded by any thread of the page's process, serve them all (lib/warm-date-formatting.ts).
import { loadFormatData } from './date-data';

interface WarmRequest {
  language: string;
}
const scope = self as unknown as { onmessage: ((event: MessageEvent<WarmRequest>) => void) | null; close(): void };

scope.onmessage = ({ data }) => {
  try {
    loadFormatData(data.language);
  } finally {
    scope.close();
  }
};
