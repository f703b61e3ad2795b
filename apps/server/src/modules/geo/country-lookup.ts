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

/** ip → ISO country code, or null for local addresses and addresses the database does not know. */
export function createCountryLookup(path: string = defaultCountryDatabasePath()): CountryLookup {
  return async (ip) => {
    if (isLocalAddress(ip)) return null;
    const record = (await openReader(path)).get(ip) as CountryRecord | null;
    const code = record?.country_code?.toUpperCase();
    return code && /^[A-Z]{2}$/.test(code) ? code : null;
  };
}
