import { z } from 'zod';

export const PageMeta = z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() });
export type PageMeta = z.infer<typeof PageMeta>;

/** Success envelope: HTTP 200 and `{"data": ...}`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** A paged list: items in `data`, paging in `meta`. */
export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: PageMeta });
}
