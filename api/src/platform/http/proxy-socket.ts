import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import proxyAddr from 'proxy-addr';

/**
 * The API's second door, for the proxy on the same server: a Unix socket (API_SOCKET, on a volume
 * the web containers share; docker/compose.yml). Its path stays the same when the replica is
 * restarted, where a container's network address does not: nginx names the socket in its
 * upstream and never has to be reloaded to follow a restart. A reload closes the idle kept-alive
 * client connections of its old workers, and a client that had just sent a request on one got a
 * reset (requests lost in a rolling restart).
 *
 * Each request is handed to the API's own server, so it meets exactly what a request on the port
 * meets (the public reads' cache in front of Express included).
 */
export async function listenOnProxySocket(
  api: Server,
  path: string,
  backlog: number,
): Promise<Server> {
  // A socket file left by a process that was killed would refuse the listen (EADDRINUSE).
  await rm(path, { force: true });
  const door = createServer((req, res) => api.emit('request', req, res));
  door.keepAliveTimeout = api.keepAliveTimeout;
  door.headersTimeout = api.headersTimeout;
  door.requestTimeout = api.requestTimeout;
  await new Promise<void>((resolve, reject) => {
    door.once('error', reject);
    // Any local user may connect: nginx's workers run as another user than the API.
    door.listen({ path, backlog, readableAll: true, writableAll: true }, () => {
      door.off('error', reject);
      resolve();
    });
  });
  return door;
}

type TrustProxy = false | number | string[];
type TrustFunction = (address: string | undefined, hop: number) => boolean;

/**
 * Express's `trust proxy` for the configured value, and the peer on the proxy socket: a
 * connection without a network address came through the Unix socket, which only the web
 * containers reach, so its peer is the club's proxy and X-Forwarded-For names the client (rate
 * limits key on it). Connections on the port are judged by TRUST_PROXY alone, as before.
 */
export function trustProxyAndSocket(configured: TrustProxy): TrustFunction {
  const network: TrustFunction =
    configured === false
      ? () => false
      : typeof configured === 'number'
        ? (_address, hop) => hop < configured
        : (() => {
            const listed = proxyAddr.compile(configured);
            return (address, hop) => address !== undefined && listed(address, hop);
          })();
  return (address, hop) => (hop === 0 && address === undefined) || network(address, hop);
}
