export function bundleServerCode(name: string, contents: string): Promise<Record<string, unknown>>;
