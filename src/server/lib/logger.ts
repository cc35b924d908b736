import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; credentials never reach them. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: [
          'password',
          '*.password',
          'headers.cookie',
          'headers.authorization',
          'req.headers.cookie',
          'req.headers.authorization',
          '*.secret',
          '*.apiKey',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    destination ?? pino.destination({ dest: 1, sync: false, minLength: 4096 }),
  );
}
