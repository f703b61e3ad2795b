import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Reader, type Response } from 'maxmind';
import { isLocalAddress } from './ip-address';

/**
 * The country database: geo-whois-asn-country (CC BY 4.0 data from the NRO, via ip-location-db),
 * shipped as an npm package. Its records are `{ country_code }`.
 */
const DATABASE = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb';

interface CountryRecord {
  country_code?: string;
}

export type CountryLookup = (ip: string) => Promise<string | null>;

const readers = new Map<string, Promise<Reader<Response>>>();

/** Opens a database file once per process, on first use; later lookups share the reader. */
function openReader(path: string): Promise<Reader<Response>> {
  let pending = readers.get(path);
  if (!pending) {
    pending = readFile(path).then((buffer) => new Reader<Response>(buffer));
    pending.catch(() => readers.delete(path));
    readers.set(path, pending);
  }
  return pending;
}

export function defaultCountryDatabasePath(): string {
  return createRequire(import.meta.url).resolve(DATABASE);
}

/** Recent answers are remembered: the database does not change while the process runs. */
const REMEMBERED_ADDRESSES = 10_000;

/** ip → ISO country code, or null for local addresses and addresses the database does not know. */
export function createCountryLookup(path: string = defaultCountryDatabasePath()): CountryLookup {
  const answers = new Map<string, string | null>();
  return async (ip) => {
    const known = answers.get(ip);
    if (known !== undefined) return known;
    let code: string | null = null;
    if (!isLocalAddress(ip)) {
      const record = (await openReader(path)).get(ip) as CountryRecord | null;
      const upper = record?.country_code?.toUpperCase();
      code = upper && /^[A-Z]{2}$/.test(upper) ? upper : null;
    }
    if (answers.size >= REMEMBERED_ADDRESSES) answers.delete(answers.keys().next().value as string);
    answers.set(ip, code);
    return code;
  };
}
