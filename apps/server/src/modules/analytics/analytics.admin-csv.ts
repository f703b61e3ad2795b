/** The console's one CSV helper now lives in lib/csv.ts, shared by every export. */
export { csvCell, sendCsv } from '../../lib/csv';
