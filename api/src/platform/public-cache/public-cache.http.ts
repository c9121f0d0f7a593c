import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger as PinoLogger } from 'pino';
import { requestIdOf } from '../logging/logger.module.js';
import {
  type CachedAnswer,
  type Fill,
  isFresh,
  PUBLIC_REVALIDATE,
  type PublicCache,
} from './public-cache.js';

/** A request carries a body when it says so (RFC 9110): a length above zero, or chunked. */
const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/** The bytes of `res.end(chunk, encoding)`, when it is given the whole body. */
function bodyOf(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk !== 'string') return undefined;
  return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/**
 * The request listener put in front of Express. A GET or HEAD of a public read held in the
 * cache is answered here, with the headers the pipeline gave it (helmet's, CORS's, Cache-Control,
 * ETag, Content-Type) and a request id of its own, and one log line like pino-http's. Everything
 * else goes to Express unchanged, except that a GET the cache could keep is watched on its way
 * out (`fill`).
 *
 * Why this early: on this project's machines a bare Express 5 app sending a held buffer does
 * about half the requests/s of bare node:http, and with helmet, CORS and pino-http about 0.4x,
 * before Nest's router, guard, interceptors and serialization: the goal (0.6x) is out of reach
 * from anywhere inside Express.
 */
export function publicCacheListener(
  cache: PublicCache,
  pipeline: RequestListener,
  logger: () => PinoLogger | undefined,
): RequestListener {
  const serve = (req: IncomingMessage, res: ServerResponse, answer: CachedAnswer) => {
    const started = Date.now();
    const id = requestIdOf(req);
    const notModified = isFresh(req.headers, answer.etag);
    const headers = notModified ? answer.notModifiedHeaders.slice() : answer.headers.slice();
    const at = notModified ? answer.notModifiedRequestIdAt : answer.requestIdAt;
    if (at >= 0) headers[at] = id;
    else headers.push('X-Request-Id', id);
    res.writeHead(notModified ? 304 : 200, headers);
    if (notModified) res.end();
    else res.end(answer.body);
    cache.stats.hits++;
    const log = logger();
    if (log?.isLevelEnabled('info')) {
      log.info(
        {
          req: { id, method: req.method, url: req.url },
          res: { statusCode: res.statusCode },
          responseTime: Date.now() - started,
        },
        'request completed',
      );
    }
  };

  /** Sends the request through the pipeline and keeps its answer if it is a public read. */
  const fill = (req: IncomingMessage, res: ServerResponse, url: string) => {
    const filling: Fill = cache.beginFill(url);
    // Answer a conditional request ourselves, so that the body is seen even when the client
    // holds it already (a cache nobody fills would serve nothing). Only for URLs known to be
    // public reads: elsewhere (files, say) the route's own conditional handling stays.
    let noneMatch: string | undefined;
    if (cache.knows(url) && req.headers['if-none-match'] !== undefined) {
      noneMatch = req.headers['if-none-match'];
      delete req.headers['if-none-match'];
    }
    let streamed = false;
    const write = res.write;
    const end = res.end;
    res.write = function (this: ServerResponse, ...args: unknown[]) {
      streamed = true;
      return (write as (...a: unknown[]) => boolean).apply(this, args);
    } as ServerResponse['write'];
    res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, cb?: unknown) {
      res.write = write;
      res.end = end;
      const finish = end as (...a: unknown[]) => ServerResponse;
      try {
        // Only a public read's body is looked at (a staff list is not copied for nothing).
        const marked =
          res.statusCode === 200 && res.getHeader('cache-control') === PUBLIC_REVALIDATE;
        const body = marked && !streamed ? bodyOf(chunk, encoding) : undefined;
        if (body) cache.store(filling, req, res, body);
      } finally {
        filling.done();
      }
      if (noneMatch !== undefined) {
        req.headers['if-none-match'] = noneMatch;
        const etag = res.getHeader('etag');
        if (res.statusCode === 200 && typeof etag === 'string' && isFresh(req.headers, etag)) {
          // What Express does for a fresh request (res.send): 304, no body headers, no body.
          res.statusCode = 304;
          res.removeHeader('Content-Type');
          res.removeHeader('Content-Length');
          res.removeHeader('Transfer-Encoding');
          const callback = [chunk, encoding, cb].find((a) => typeof a === 'function');
          return callback ? finish.call(this, callback) : finish.call(this);
        }
      }
      return finish.call(this, chunk, encoding, cb);
    } as ServerResponse['end'];
    // A request that ends without an answer (client gone, error) must not hold its waiters.
    res.once('close', () => {
      res.write = write;
      res.end = end;
      filling.done();
    });
    pipeline(req, res);
  };

  return function publicReads(req: IncomingMessage, res: ServerResponse): void {
    const method = req.method;
    const url = req.url;
    if ((method !== 'GET' && method !== 'HEAD') || !url || !cache.enabled || hasBody(req)) {
      pipeline(req, res);
      return;
    }
    const answer = cache.lookup(url, req.headers);
    if (answer) {
      serve(req, res, answer);
      return;
    }
    if (method !== 'GET') {
      pipeline(req, res);
      return;
    }
    const pending = cache.pendingFill(url);
    if (pending) {
      // Another request is computing this answer: wait for it rather than compute it again.
      void pending.then(() => {
        const filled = cache.lookup(url, req.headers);
        if (filled) serve(req, res, filled);
        else pipeline(req, res);
      });
      return;
    }
    fill(req, res, url);
  };
}
