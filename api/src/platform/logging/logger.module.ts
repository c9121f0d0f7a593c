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

/**
 * A log stream whose lines, written in one turn of the event loop, reach `out` as one write at
 * the end of that turn (`setImmediate`): under load many requests finish in a turn, and their
 * lines cost one buffer append and one system call together instead of one each; a quiet API's
 * line still goes out in the turn it was logged. Lines still held when the process exits are
 * written synchronously (pino's own exit hook flushes `out`, registered before this one).
 */
/** pino's asynchronous file writer (sonic-boom). */
type SonicBoom = ReturnType<typeof pino.destination>;

export class TurnBatchedStream implements DestinationStream {
  private held = '';
  private scheduled = false;

  constructor(private readonly out: SonicBoom) {
    process.once('exit', () => this.flushSync());
  }

  write(line: string): void {
    this.held += line;
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.release);
    }
  }

  private readonly release = (): void => {
    this.scheduled = false;
    if (this.held === '') return;
    const lines = this.held;
    this.held = '';
    this.out.write(lines);
  };

  /** pino's `logger.flush(cb)`: what is held, then what `out` has buffered. */
  flush(cb?: (err?: Error) => void): void {
    this.release();
    this.out.flush(cb);
  }

  flushSync(): void {
    this.release();
    try {
      this.out.flushSync();
    } catch {
      // closed, or never opened: nothing more can be written
    }
  }
}

let asyncStdout: DestinationStream | undefined;

/**
 * Where the log lines go: standard output, written asynchronously (pino's sonic-boom, not one
 * blocking write per line), the lines of one turn of the event loop together (above). One
 * destination per process (tests create many apps); tests keep pino's synchronous default.
 */
function destination(config: AppConfig): DestinationStream | undefined {
  if (config.env === 'test') return undefined;
  asyncStdout ??= new TurnBatchedStream(pino.destination({ dest: 1, sync: false }));
  return asyncStdout;
}

/**
 * Structured JSON logs (pino). Every line written while serving a request carries
 * its id (`req.id`), which is also returned in the X-Request-Id header; a caller may
 * pass its own X-Request-Id to correlate.
 */
const HEALTH_PROBES = new Set(['/api/health', '/api/health/ready', '/api/health/live']);

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
    // Probes are not requests anyone made: the web containers' nginx asks each replica's
    // readiness every second, the orchestrator its health.
    autoLogging: { ignore: (req: IncomingMessage) => HEALTH_PROBES.has(req.url ?? '') },
  };
  const stream = destination(config);
  return LoggerModule.forRoot({ pinoHttp: stream ? [options, stream] : options });
}
