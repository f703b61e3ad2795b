/** `https://…`, `mailto:…`, `//host/…`: an address the router does not handle. */
export const isExternalUrl = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
