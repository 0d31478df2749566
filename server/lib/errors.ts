import type { FieldErrors } from '../../domain/validation';
import { englishMessage, type MessageKey } from '../../domain/messages';

/** An error the API answers with on purpose: a status, a message key and optional field errors. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(englishMessage(key, params));
  }

  /** The answer's body; `params` lets the browser translate the message with the same values. */
  body(): { message: string; key: MessageKey; params?: Record<string, string | number>; errors?: FieldErrors } {
    const params = Object.keys(this.params).length ? { params: this.params } : {};
    return { message: this.message, key: this.key, ...params, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

export const badRequest = (errors: FieldErrors): ApiError => new ApiError(400, 'validation.invalid', {}, errors);
export const notFound = (): ApiError => new ApiError(404, 'errors.not_found');
export const forbidden = (key: MessageKey = 'permissions.denied'): ApiError => new ApiError(403, key);
export const unauthorized = (key: MessageKey = 'auth.session_ended'): ApiError => new ApiError(401, key);

/** Throws a 400 with the field errors when there are any. */
export function assertValid(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}
