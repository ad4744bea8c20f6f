/** Script errors kept in memory (spec section 8, 'logged to an internal error list'), newest last. */
export interface LoggedError {
  at: string;
  message: string;
  source: string;
}

const LIMIT = 50;
const errors: LoggedError[] = [];

function record(message: string, source: string): void {
  errors.push({ at: new Date().toISOString(), message, source });
  if (errors.length > LIMIT) errors.shift();
}

export function installErrorLog(): void {
  window.addEventListener('error', (event) => record(event.message, `${event.filename}:${event.lineno}`));
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    record(reason instanceof Error ? reason.message : String(reason), 'promise');
  });
}

export function loggedErrors(): readonly LoggedError[] {
  return errors;
}
