import { ErrorBody } from '@ott/contracts';

/** Error shapes every route may answer with, for the OpenAPI document and response checking. */
export const errorResponses = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
