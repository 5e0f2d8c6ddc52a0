// Classifies IP addresses for the page fetcher's SSRF defence: which ranges may not be fetched, and CIDR matching.
// Matching is Node's net.BlockList (which also matches IPv4-mapped IPv6 forms against IPv4 rules); the ranges are
// every entry of IANA's IPv4 and IPv6 Special-Purpose Address Registries, multicast, and the deprecated IPv6
// forms that embed an IPv4 address (IPv4-compatible ::/96, 6to4 2002::/16, Teredo 2001::/32 in 2001::/23).
import { BlockList, isIP } from "node:net";

export interface TCidr {
  family: 4 | 6;
  address: string;
  prefix: number;
  list: BlockList;
}

interface TParsedAddress {
  family: 4 | 6;
  /** The address without brackets or zone (`fe80::1%eth0` is `fe80::1`). */
  address: string;
}

const familyName = (family: 4 | 6) => (family === 4 ? "ipv4" : "ipv6");

export function parseIpAddress(input: string): TParsedAddress | null {
  const bare = input.replace(/^\[|\]$/g, "");
  const address = bare.split("%")[0] ?? "";
  const family = isIP(address);
  if (family === 4 && !/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) return null;
  return family === 4 || family === 6 ? { family, address } : null;
}

export function parseCidr(text: string): TCidr | null {
  const parts = text.trim().split("/");
  if (parts.length > 2) return null;
  const parsed = parseIpAddress(parts[0] ?? "");
  if (!parsed) return null;
  const maxPrefix = parsed.family === 4 ? 32 : 128;
  const prefixText = parts[1];
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? maxPrefix : Number(prefixText);
  if (prefix > maxPrefix) return null;
  const list = new BlockList();
  list.addSubnet(parsed.address, prefix, familyName(parsed.family));
  return { family: parsed.family, address: parsed.address, prefix, list };
}

export function isAddressInCidr(address: string, cidr: TCidr): boolean {
  const parsed = parseIpAddress(address);
  if (!parsed || parsed.family !== cidr.family) return false;
  return cidr.list.check(parsed.address, familyName(parsed.family));
}

/** Every range the fetcher refuses, most specific first, with the words its refusal uses. */
export const BLOCKED_RANGES: ReadonlyArray<readonly [cidr: string, label: string]> = [
  // IANA IPv4 Special-Purpose Address Registry, plus multicast and broadcast.
  ["0.0.0.0/8", "an unspecified address"],
  ["10.0.0.0/8", "a private network address"],
  ["100.64.0.0/10", "a carrier-grade NAT address"],
  ["127.0.0.0/8", "a loopback address"],
  ["169.254.0.0/16", "a link-local address"],
  ["172.16.0.0/12", "a private network address"],
  ["192.0.0.0/24", "a reserved address"],
  ["192.0.2.0/24", "a documentation address"],
  ["192.31.196.0/24", "a reserved address"],
  ["192.52.193.0/24", "a reserved address"],
  ["192.88.99.0/24", "a reserved address"],
  ["192.168.0.0/16", "a private network address"],
  ["192.175.48.0/24", "a reserved address"],
  ["198.18.0.0/15", "a benchmarking address"],
  ["198.51.100.0/24", "a documentation address"],
  ["203.0.113.0/24", "a documentation address"],
  ["224.0.0.0/4", "a multicast address"],
  ["240.0.0.0/4", "a reserved address"],
  // IANA IPv6 Special-Purpose Address Registry, multicast, and the deprecated forms carrying an IPv4 address.
  ["::/128", "an unspecified address"],
  ["::1/128", "a loopback address"],
  ["::ffff:0:0/96", "an IPv4-mapped address"],
  ["::/96", "an IPv4-compatible address"],
  ["64:ff9b::/96", "a NAT64 address"],
  ["64:ff9b:1::/48", "a NAT64 address"],
  ["100::/64", "a discard address"],
  ["100:0:0:1::/64", "a reserved address"],
  ["2001::/32", "a Teredo address"],
  ["2001::/23", "a reserved address"],
  ["2001:db8::/32", "a documentation address"],
  ["2002::/16", "a 6to4 address"],
  ["2620:4f:8000::/48", "a reserved address"],
  ["3fff::/20", "a documentation address"],
  ["5f00::/16", "a reserved address"],
  ["fc00::/7", "a unique-local (private) address"],
  ["fe80::/10", "a link-local address"],
  ["fec0::/10", "a site-local address"],
  ["ff00::/8", "a multicast address"],
];

const BLOCKED: ReadonlyArray<{ cidr: TCidr; label: string }> = BLOCKED_RANGES.map(([text, label]) => ({
  cidr: parseCidr(text)!,
  label,
}));

/** Why an address may not be fetched (e.g. "a loopback address"), or null for a public address. */
export function describeBlockedAddress(address: string): string | null {
  const parsed = parseIpAddress(address);
  if (!parsed) return "not a valid IP address";
  for (const range of BLOCKED) {
    if (isAddressInCidr(parsed.address, range.cidr)) return range.label;
  }
  return null;
}
