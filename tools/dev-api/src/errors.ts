/**
 * The shared error body (contract `ErrorBody`): `{ code, message, fields? }`. Handlers throw an
 * `ApiError`; the server's error handler turns it into the response.
 */
export interface FieldError {
  field: string;
  message: string;
}

export interface ErrorBody {
  code: string;
  message: string;
  fields?: FieldError[];
}

/** More an error can carry: body properties beyond `fields` (`remainingAttempts`), response headers. */
export interface ApiErrorExtras {
  body?: Record<string, number>;
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldError[],
    readonly extras?: ApiErrorExtras,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    const body: ErrorBody = this.fields
      ? { code: this.code, message: this.message, fields: this.fields }
      : {
          code: this.code,
          message: this.message,
        };
    return this.extras?.body ? { ...body, ...this.extras.body } : body;
  }
}

export const unauthorized = () =>
  new ApiError(401, 'UNAUTHORIZED', 'Authentication is required for this call.');
export const forbidden = () =>
  new ApiError(403, 'FORBIDDEN', 'This account may not perform this call.');
export const notFound = (what = 'resource') => new ApiError(404, 'NOT_FOUND', `No such ${what}.`);
export const validationFailed = (fields: FieldError[]) =>
  new ApiError(400, 'VALIDATION_FAILED', 'The request does not match the contract.', fields);
