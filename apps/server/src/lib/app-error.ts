import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '@club-pulse/contracts/errors';

/** The one error type of the server: a code of the catalogue, optionally the field it concerns. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field?: string;
  readonly items?: { code: string; message: string; field?: string }[];

  constructor(code: ErrorCode, opts: { field?: string; message?: string; items?: AppError['items'] } = {}) {
    super(opts.message ?? ERROR_MESSAGES[code]);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.field = opts.field;
    this.items = opts.items;
  }

  toBody() {
    return {
      errors: this.items ?? [{ code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) }],
    };
  }
}

export const notFound = () => new AppError('NotFound');
export const forbidden = () => new AppError('Forbidden');
