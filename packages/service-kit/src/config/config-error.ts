/**
 * A start-up problem the operator can fix: its message is one line that names the cause and the fix.
 * `runOrExit` prints it without a stack trace and exits non-zero.
 */
export class StartupError extends Error {
  override readonly name: string = 'StartupError';
}

/** An environment variable with a bad value. The message never contains a secret. */
export class ConfigError extends StartupError {
  override readonly name = 'ConfigError';
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
  }
}
