// Classifies IP addresses for the page fetcher's SSRF defence: which ranges are private, and CIDR matching.
import { isIP } from "node:net";

export interface TCidr {
  family: 4 | 6;
  base: bigint;
  prefix: number;
}

interface TParsedAddress {
  family: 4 | 6;
  value: bigint;
}

function parseIpv4(address: string): bigint | null {
  const parts = address.split(".");
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = (value << 8n) | BigInt(octet);
  }
  return value;
}

function parseIpv6(input: string): bigint | null {
  let address = input.replace(/^\[|\]$/g, "");
  const zone = address.indexOf("%");
  if (zone >= 0) address = address.slice(0, zone);
  // An embedded IPv4 tail (::ffff:10.0.0.1) becomes two hextets.
  const lastColon = address.lastIndexOf(":");
  const tail = address.slice(lastColon + 1);
  if (tail.includes(".")) {
    const v4 = parseIpv4(tail);
    if (v4 === null) return null;
    address = `${address.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const hextets = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  let value = 0n;
  for (const hextet of hextets) {
    if (!/^[0-9a-f]{1,4}$/i.test(hextet)) return null;
    value = (value << 16n) | BigInt(parseInt(hextet, 16));
  }
  return value;
}

export function parseIpAddress(address: string): TParsedAddress | null {
  const bare = address.replace(/^\[|\]$/g, "");
  const family = isIP(bare.split("%")[0] ?? "");
  if (family === 4) {
    const value = parseIpv4(bare);
    return value === null ? null : { family: 4, value };
  }
  if (family === 6) {
    const value = parseIpv6(bare);
    return value === null ? null : { family: 6, value };
  }
  return null;
}

export function parseCidr(text: string): TCidr | null {
  const [addressText, prefixText] = text.trim().split("/");
  const address = parseIpAddress(addressText ?? "");
  if (!address) return null;
  const maxPrefix = address.family === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? maxPrefix : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > maxPrefix) return null;
  return { family: address.family, base: address.value, prefix };
}

export function isAddressInCidr(address: string, cidr: TCidr): boolean {
  const parsed = parseIpAddress(address);
  if (!parsed || parsed.family !== cidr.family) return false;
  const bits = BigInt(cidr.family === 4 ? 32 : 128);
  const shift = bits - BigInt(cidr.prefix);
  return parsed.value >> shift === cidr.base >> shift;
}

const BLOCKED_RANGES: ReadonlyArray<{ cidr: TCidr; label: string }> = (
  [
    ["0.0.0.0/8", "an unspecified address"],
    ["10.0.0.0/8", "a private network address"],
    ["100.64.0.0/10", "a carrier-grade NAT address"],
    ["127.0.0.0/8", "a loopback address"],
    ["169.254.0.0/16", "a link-local address"],
    ["172.16.0.0/12", "a private network address"],
    ["192.0.0.0/24", "a reserved address"],
    ["192.0.2.0/24", "a documentation address"],
    ["192.168.0.0/16", "a private network address"],
    ["198.18.0.0/15", "a benchmarking address"],
    ["198.51.100.0/24", "a documentation address"],
    ["203.0.113.0/24", "a documentation address"],
    ["224.0.0.0/4", "a multicast address"],
    ["240.0.0.0/4", "a reserved address"],
    ["::/128", "an unspecified address"],
    ["::1/128", "a loopback address"],
    ["::ffff:0:0/96", "an IPv4-mapped address"],
    ["64:ff9b::/96", "a NAT64 address"],
    ["100::/64", "a discard address"],
    ["2001:db8::/32", "a documentation address"],
    ["fc00::/7", "a unique-local (private) address"],
    ["fe80::/10", "a link-local address"],
    ["ff00::/8", "a multicast address"],
  ] as const
).map(([text, label]) => ({ cidr: parseCidr(text)!, label }));

/** Why an address may not be fetched (e.g. "a loopback address"), or null for a public address. */
export function describeBlockedAddress(address: string): string | null {
  const parsed = parseIpAddress(address);
  if (!parsed) return "not a valid IP address";
  for (const range of BLOCKED_RANGES) {
    if (isAddressInCidr(address, range.cidr)) return range.label;
  }
  return null;
}
