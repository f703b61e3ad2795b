import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** One CSV cell's value; null is an empty cell. */
export type CsvCell = string | number | null;

/**
 * OWASP's CSV Injection page: a cell whose first character is = + - @, a tab or a carriage return is run as a formula
 * (the full-width forms too, in some spreadsheets), and so is one where that character follows leading spaces, quotes
 * or a separator (`;=`, `"=`, ` =`, `,@`), which a spreadsheet may drop or split on.
 */
const FORMULA_START = /^(?:[\s"';,\0]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r\n\0])/;

/**
 * RFC 4180 quoting (a cell holding a semicolon or tab is quoted too, for spreadsheets that split on those); a cell that
 * could start a formula is prefixed with ' so a spreadsheet shows it as text.
 */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (columns: readonly string[], row: Record<string, CsvCell>) => `${columns.map((column) => csvCell(row[column] ?? null)).join(',')}\r\n`;

/** About this many characters go out per chunk: one write per row would spend more time on writes than on rows. */
const CHUNK_CHARS = 64 * 1024;

async function* csvLines(columns: readonly string[], rows: Iterable<Record<string, CsvCell>> | AsyncIterable<Record<string, CsvCell>>) {
  let chunk = `${columns.join(',')}\r\n`;
  for await (const row of rows) {
    chunk += csvLine(columns, row);
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/**
 * Streams a table as a CSV download. `rows` may be an async iterable read page by page from the database (e.g. a
 * keyset-paged query): each row is written as the client takes it, so a 100,000-row export never sits in memory whole.
 * Every console CSV export (orders, customers, redemptions, analytics) goes through this one helper.
 */
export function sendCsv(reply: FastifyReply, name: string, columns: readonly string[], rows: Iterable<Record<string, CsvCell>> | AsyncIterable<Record<string, CsvCell>>) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(Readable.from(csvLines(columns, rows)));
}
