import { endpoint, type HttpMethod, type ResponseSchema } from '../../endpoint';

type Loader<T> = () => Promise<ResponseSchema<T>>;

/**
 * The five calls of a console collection at `path` (relative to `/api/admin`, one item at `path/:id`): the paged
 * list, one item, create, change (`PATCH`, or `PUT` where the item is replaced whole) and delete.
 */
export function collection<Page, Item, Removed>(path: string, schemas: { page: Loader<Page>; item: Loader<Item>; removed: Loader<Removed> }, change: Extract<HttpMethod, 'PATCH' | 'PUT'> = 'PATCH') {
  return {
    list: endpoint({ method: 'GET', path, auth: 'session', response: schemas.page, envelope: true }),
    one: endpoint({ method: 'GET', path: `${path}/:id`, auth: 'session', response: schemas.item }),
    create: endpoint({ method: 'POST', path, auth: 'session', response: schemas.item }),
    update: endpoint({ method: change, path: `${path}/:id`, auth: 'session', response: schemas.item }),
    remove: endpoint({ method: 'DELETE', path: `${path}/:id`, auth: 'session', response: schemas.removed }),
  };
}
