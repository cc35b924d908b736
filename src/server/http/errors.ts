import { MESSAGES } from '../../shared/messages';

/** A failure a user or client can act on: mapped to its status and a readable message by `onError`. */
export class AppError extends Error {
  constructor(
    public readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503,
    message: string,
    public readonly code: string,
    public readonly fields?: Record<string, string>,
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string = MESSAGES.badRequest, fields?: Record<string, string>) =>
  new AppError(400, message, 'bad_request', fields);
export const unauthorized = (message: string = MESSAGES.notSignedIn) =>
  new AppError(401, message, 'unauthorized');
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message, 'not_found');
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, message, 'conflict', fields);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, 'rate_limited', undefined, retryAfterSeconds);
