import { describe, expect, it } from "vitest";
import { describeBlockedAddress, isAddressInCidr, parseCidr } from "./ip-ranges";

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
