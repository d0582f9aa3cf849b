/**
 * How a finding is reported, per the `onBroken*` settings: ignored, logged, warned, or fatal.
 */
import { UserError } from '../errors.ts';

export type Severity = 'ignore' | 'log' | 'warn' | 'throw';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
};

export function report(severity: Severity, message: string, logger: Logger, hint: string): void {
  switch (severity) {
    case 'ignore':
      return;
    case 'log':
      logger.info(`[INFO] ${message}`);
      return;
    case 'warn':
      logger.warn(`[WARNING] ${message}`);
      return;
    case 'throw':
      throw new UserError(`${message}\n${hint}`);
  }
}
