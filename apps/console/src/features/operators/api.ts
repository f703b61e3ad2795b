import type { AdminOperatorCreate, AdminOperatorUpdate } from '@ott/contracts/admin-operators';
import { operators } from '@ott/contracts/endpoints/admin/operators';
import { queryOptions } from '@tanstack/react-query';
import type { Query } from '../../lib/api';
import { call } from '../../lib/api-call';

export const operatorsKey = ['admin', 'operators'] as const;

/** One page of the operators the signed-in operator manages, as the shared table asks for it. */
export const operatorsPage = (query: Query) => call(operators.list, { query });
export const operatorQuery = (id: number) => queryOptions({ queryKey: [...operatorsKey, id] as const, queryFn: () => call(operators.one, { params: { id } }) });

export const createOperator = (body: AdminOperatorCreate) => call(operators.create, { body });
export const updateOperator = (id: number, body: AdminOperatorUpdate) => call(operators.update, { params: { id }, body });
export const deleteOperator = (id: number) => call(operators.remove, { params: { id } });
