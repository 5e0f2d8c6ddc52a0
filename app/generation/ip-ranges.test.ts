import { describe, expect, it } from "vitest";
import { BLOCKED_RANGES, describeBlockedAddress, isAddressInCidr, parseCidr } from "./ip-ranges";

describe("describeBlockedAddress", () => {
  it.each([
    ["127.0.0.1", "a loopback address"],
    ["10.20.30.40", "a private network address"],
    ["172.31.255.255", "a private network address"],
    ["192.168.1.1", "a private network address"],
    ["169.254.169.254", "a link-local address"],
    ["100.100.0.1", "a carrier-grade NAT address"],
    ["224.0.0.251", "a multicast address"],
    ["0.0.0.0", "an unspecified address"],
    ["::", "an unspecified address"],
    ["::1", "a loopback address"],
    ["fc00::1", "a unique-local (private) address"],
    ["fe80::1%eth0", "a link-local address"],
    ["::ffff:10.0.0.1", "an IPv4-mapped address"],
    ["ff02::1", "a multicast address"],
  ])("blocks %s as %s", (address, label) => {
    expect(describeBlockedAddress(address)).toBe(label);
  });

  it.each(["93.184.216.34", "8.8.8.8", "172.32.0.1", "2606:4700:4700::1111"])(
    "lets the public address %s through",
    (address) => {
      expect(describeBlockedAddress(address)).toBeNull();
    },
  );
});

describe("CIDR matching", () => {
  it("matches IPv4 and IPv6 ranges", () => {
    expect(isAddressInCidr("10.1.2.3", parseCidr("10.0.0.0/8")!)).toBe(true);
    expect(isAddressInCidr("11.1.2.3", parseCidr("10.0.0.0/8")!)).toBe(false);
    expect(isAddressInCidr("127.0.0.1", parseCidr("127.0.0.1")!)).toBe(true);
    expect(isAddressInCidr("fd12:3456::1", parseCidr("fd00::/8")!)).toBe(true);
    expect(isAddressInCidr("::1", parseCidr("10.0.0.0/8")!)).toBe(false);
    expect(parseCidr("10.0.0.0/33")).toBeNull();
    expect(parseCidr("example.com")).toBeNull();
  });
});

describe("special-purpose ranges", () => {
  // One address inside, at the start and at the end of every blocked range, in IPv4 and in IPv6 spellings.
  it.each([
    ["::127.0.0.1", "an IPv4-compatible address"],
    ["::7f00:1", "an IPv4-compatible address"],
    ["2002:7f00:1::", "a 6to4 address"],
    ["2002:a00:1::1", "a 6to4 address"],
    ["2001::1", "a Teredo address"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "a Teredo address"],
    ["2001:2::1", "a reserved address"],
    ["64:ff9b:1::a00:1", "a NAT64 address"],
    ["3fff::1", "a documentation address"],
    ["fec0::1", "a site-local address"],
    ["100:0:0:1::1", "a reserved address"],
    ["5f00::1", "a reserved address"],
    ["192.88.99.1", "a reserved address"],
    ["255.255.255.255", "a reserved address"],
    ["::ffff:7f00:1", "an IPv4-mapped address"],
    ["[::ffff:169.254.169.254]", "an IPv4-mapped address"],
  ])("blocks %s as %s", (address, label) => {
    expect(describeBlockedAddress(address)).toBe(label);
  });

  it("blocks the first and the last address of every range", () => {
    for (const [text, label] of BLOCKED_RANGES) {
      const cidr = parseCidr(text)!;
      expect(describeBlockedAddress(cidr.address), text).not.toBeNull();
      const last = lastAddress(cidr.address, cidr.prefix, cidr.family);
      expect(describeBlockedAddress(last), `${text} ends at ${last}`).not.toBeNull();
      expect(label).toMatch(/^an? /);
    }
  });

  it.each(["2003::1", "2001:200::1", "1.1.1.1", "192.0.3.1", "2a00:1450::1"])("lets %s through", (address) => {
    expect(describeBlockedAddress(address)).toBeNull();
  });
});

// The last address of a range, written in full (IPv4 dotted, IPv6 eight hextets).
function lastAddress(address: string, prefix: number, family: 4 | 6): string {
  const bits = family === 4 ? 32 : 128;
  let value = 0n;
  if (family === 4) for (const part of address.split(".")) value = (value << 8n) | BigInt(part);
  else {
    const [head = "", tail = ""] = address.split("::");
    const headParts = head ? head.split(":") : [];
    const tailParts = tail ? tail.split(":") : [];
    const parts = [...headParts, ...Array<string>(8 - headParts.length - tailParts.length).fill("0"), ...tailParts];
    for (const part of parts) value = (value << 16n) | BigInt(`0x${part}`);
  }
  const host = (1n << BigInt(bits - prefix)) - 1n;
  const last = value | host;
  if (family === 4) return [24n, 16n, 8n, 0n].map((shift) => String((last >> shift) & 255n)).join(".");
  return [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((shift) => ((last >> shift) & 0xffffn).toString(16)).join(":");
}
