import { ErrorResponse } from '@club-pulse/contracts/errors';

/** The error answers an admin route may give (for its OpenAPI entry and serialisation). */
export const ADMIN_ERRORS = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
/** The error answers a route of the user area may give (451: new usage terms wait to be accepted). */
export const USER_ERRORS = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 451: ErrorResponse };
