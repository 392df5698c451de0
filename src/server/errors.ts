/** An error whose message is safe to show the client, with the HTTP status to send. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function httpError(status: number, message: string, headers?: Record<string, string>): HttpError {
  return new HttpError(status, message, headers);
}
