// Keeps the fetcher on public addresses: every resolved address of a host (on every redirect, and inside the
// connection's own DNS lookup, closing the rebinding gap) is checked against the private ranges, unless the
// operator allowed the host or range (FETCH_ALLOW_PRIVATE).
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import type { LookupFunction } from "node:net";
import { FetchPageError } from "../errors";
import { describeBlockedAddress, isAddressInCidr, parseCidr, parseIpAddress, type TCidr } from "../ip-ranges";

export interface TAllowList {
  hosts: Set<string>;
  cidrs: TCidr[];
}

export function buildAllowList(entries: readonly string[]): TAllowList {
  const hosts = new Set<string>();
  const cidrs: TCidr[] = [];
  for (const entry of entries) {
    const cidr = parseCidr(entry);
    if (cidr) cidrs.push(cidr);
    else hosts.add(entry.toLowerCase().replace(/^\[|\]$/g, ""));
  }
  return { hosts, cidrs };
}

function isAllowed(allow: TAllowList, hostname: string, address: string): boolean {
  return allow.hosts.has(hostname.toLowerCase()) || allow.cidrs.some((cidr) => isAddressInCidr(address, cidr));
}

export function blockedError(url: string, hostname: string, address: string, reason: string): FetchPageError {
  const where = hostname === address ? address : `${hostname} (${address})`;
  return new FetchPageError(
    "blocked_address",
    `Refused to fetch ${url}: ${where} is ${reason}. Only public web pages can be used as sources.`,
    { url },
  );
}

/** Raised inside the connection's DNS lookup; turned into a FetchPageError naming the page. */
export class BlockedLookupError extends Error {
  constructor(
    readonly hostname: string,
    readonly address: string,
    readonly reason: string,
  ) {
    super(`${hostname} resolved to ${address}, ${reason}`);
  }
}

/** A DNS lookup that fails the connection when any resolved address is private, closing the rebinding gap. */
export function createGuardedLookup(allow: TAllowList): LookupFunction {
  return ((
    hostname: string,
    options: LookupOptions,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      for (const { address } of addresses) {
        const reason = describeBlockedAddress(address);
        if (reason && !isAllowed(allow, hostname, address)) {
          return callback(new BlockedLookupError(hostname, address, reason), "", 0);
        }
      }
      const first = addresses[0];
      if (options.all) return callback(null, addresses);
      if (!first) return callback(new Error(`No address found for ${hostname}`), "", 0);
      return callback(null, first.address, first.family);
    });
  }) as LookupFunction;
}

function resolveAll(hostname: string): Promise<LookupAddress[] | null> {
  return new Promise((resolve) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => resolve(error ? null : addresses));
  });
}

/** Checks a target host before a request: literal addresses here; names in the lookup (or here, via a proxy). */
export function createHostCheck(
  allow: TAllowList,
  usesProxy: boolean,
): (target: URL, publicUrl: string) => Promise<void> {
  return async (target, publicUrl) => {
    const hostname = target.hostname.replace(/^\[|\]$/g, "");
    if (parseIpAddress(hostname)) {
      // Literal addresses never reach the DNS lookup, so they are checked here.
      const reason = describeBlockedAddress(hostname);
      if (reason && !isAllowed(allow, hostname, hostname)) throw blockedError(publicUrl, hostname, hostname, reason);
      return;
    }
    if (usesProxy) {
      // Through a proxy the proxy resolves the name; check what we can see (unresolvable names go to the proxy).
      for (const { address } of (await resolveAll(hostname)) ?? []) {
        const reason = describeBlockedAddress(address);
        if (reason && !isAllowed(allow, hostname, address)) throw blockedError(publicUrl, hostname, address, reason);
      }
    }
  };
}
