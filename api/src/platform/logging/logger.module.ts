import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import pino, { type DestinationStream } from 'pino';
import type { AppConfig } from '../config/app-config.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;

/** The caller's X-Request-Id when it is a sane one, otherwise a new id. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

let asyncStdout: DestinationStream | undefined;

/**
 * Where the log lines go: standard output, written asynchronously (pino's sonic-boom, not one
 * blocking write per line): lines logged while a write is in flight are sent together by the
 * next one, so under load a request costs a copy into a buffer, not a system call, and a quiet
 * API still writes each line at once. Pino flushes what is left when the process exits. One
 * destination per process (tests create many apps); tests keep pino's synchronous default.
 */
function destination(config: AppConfig): DestinationStream | undefined {
  if (config.env === 'test') return undefined;
  asyncStdout ??= pino.destination({ dest: 1, sync: false });
  return asyncStdout;
}

/**
 * Structured JSON logs (pino). Every line written while serving a request carries
 * its id (`req.id`), which is also returned in the X-Request-Id header; a caller may
 * pass its own X-Request-Id to correlate.
 */
export function loggerModule(config: AppConfig) {
  const options = {
    level: config.logLevel,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdOf(req);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, err?: Error) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    autoLogging: { ignore: (req: IncomingMessage) => req.url === '/api/health' },
  };
  const stream = destination(config);
  return LoggerModule.forRoot({ pinoHttp: stream ? [options, stream] : options });
}
