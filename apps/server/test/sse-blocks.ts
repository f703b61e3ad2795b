import type { IncomingMessage } from 'node:http';

/** Hands each server-sent-events block of `response` (the text between blank lines) to `onBlock`, in order. */
export function onSseBlocks(response: IncomingMessage, onBlock: (block: string) => void): void {
  let text = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    text += chunk;
    let end: number;
    while ((end = text.indexOf('\n\n')) >= 0) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      onBlock(block);
    }
  });
}
