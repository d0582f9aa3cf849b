/**
 * Errors the user can fix. The CLI prints them without a stack trace and exits with code 1;
 * anything else is a bug in docsgen and keeps its stack.
 */
export class UserError extends Error {
  /** File the problem is in (relative to the site dir when known), and the 1-based line. */
  readonly file: string | undefined;
  readonly line: number | undefined;
  /** Extra lines printed after the message (e.g. one per config problem). */
  readonly details: readonly string[];

  constructor(message: string, options: { file?: string; line?: number; details?: string[]; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'UserError';
    this.file = options.file;
    this.line = options.line;
    this.details = options.details ?? [];
  }

  /** `file:line: message` followed by the details, one per line. */
  format(): string {
    const where = this.file ? `${this.file}${this.line ? `:${this.line}` : ''}: ` : '';
    return [where + this.message, ...this.details.map((d) => `  - ${d}`)].join('\n');
  }
}

export function isUserError(error: unknown): error is UserError {
  return error instanceof UserError;
}
