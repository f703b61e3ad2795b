/** Whether the runtime knows `zone` as an IANA time zone (aliases such as Asia/Calcutta included). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
