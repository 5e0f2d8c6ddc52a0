// Which client a failed login is counted against. An IPv4 address is one client; an IPv6 client usually holds a
// whole /64 (2^64 addresses to rotate through), so IPv6 addresses are counted by their /64 prefix. IPv4-mapped
// IPv6 forms (::ffff:192.0.2.1, as a dual-stack socket reports IPv4 clients) count as the IPv4 address.
import { isIP } from "node:net";

function expandIpv6(address: string): number[] | null {
  let text = address.split("%")[0]!.toLowerCase();
  // An embedded IPv4 tail (::ffff:192.0.2.1) becomes two hextets.
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const headParts = head ? head.split(":") : [];
  const restParts = rest ? rest.split(":") : [];
  const missing = 8 - headParts.length - restParts.length;
  if (rest === undefined ? missing !== 0 : missing < 0) return null;
  return [...headParts, ...Array<string>(rest === undefined ? 0 : missing).fill("0"), ...restParts].map((part) =>
    Number.parseInt(part, 16),
  );
}

export function loginClientKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const hextets = expandIpv6(address);
  if (!hextets) return address;
  const isMapped = hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff;
  if (isMapped) return [hextets[6]! >> 8, hextets[6]! & 255, hextets[7]! >> 8, hextets[7]! & 255].join(".");
  return `${hextets
    .slice(0, 4)
    .map((h) => h.toString(16))
    .join(":")}::/64`;
}
