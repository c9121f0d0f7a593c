import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_MSG } from '@clube/shared';

/**
 * Where the club may POST (server-side request forgery care): http(s) only, no credentials in
 * the URL; plain http only to this machine outside production (a developer's receiver); in
 * production never an address of the internal network — checked on the URL when saved and on
 * the addresses its name resolves to before each attempt.
 */

/** Loopback names and addresses (http allowed to them outside production). */
const isLoopbackHost = (host: string): boolean =>
  host === 'localhost' ||
  host.endsWith('.localhost') ||
  (ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback');

/** An address of the public internet (not private, loopback, link-local, reserved …). */
export const isPublicAddress = (address: string): boolean =>
  ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Why this URL may not receive webhooks (a Portuguese message), or null when it may. */
export function webhookUrlRefusal(raw: string, production: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return WEBHOOK_MSG.urlInvalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return WEBHOOK_MSG.urlInvalid;
  if (url.username || url.password || !url.hostname) return WEBHOOK_MSG.urlInvalid;
  const host = hostOf(url);
  if (production) {
    if (isLoopbackHost(host) || (ipaddr.isValid(host) && !isPublicAddress(host))) {
      return WEBHOOK_MSG.urlPrivate;
    }
    if (url.protocol === 'http:') return WEBHOOK_MSG.urlHttpOnlyLocal;
    return null;
  }
  if (url.protocol === 'http:' && !isLoopbackHost(host)) return WEBHOOK_MSG.urlHttpOnlyLocal;
  return null;
}

/**
 * Before an attempt in production: the URL's name must resolve to public addresses only (a name
 * pointed at the internal network after it was saved is refused). Throws with the reason.
 */
export async function assertPublicDestination(raw: string): Promise<void> {
  const host = hostOf(new URL(raw));
  const addresses = ipaddr.isValid(host)
    ? [host]
    : (await lookup(host, { all: true })).map((a) => a.address);
  if (!addresses.length || addresses.some((a) => !isPublicAddress(a))) {
    throw new Error(`${host} resolve para um endereço interno: envio recusado.`);
  }
}
