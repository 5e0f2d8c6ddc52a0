import { describe, expect, it } from "vitest";
import { loginClientKey } from "./login-client-key";

describe("loginClientKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::ffff:cb00:7107", "203.0.113.7"],
    ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2::ffff", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["unknown", "unknown"],
  ])("%s is counted as %s", (address, key) => {
    expect(loginClientKey(address)).toBe(key);
  });

  it("puts every address of one /64 under one key, and another /64 under another", () => {
    const keys = new Set(Array.from({ length: 50 }, (_, i) => loginClientKey(`2001:db8:5:6:${i.toString(16)}::${i}`)));
    expect([...keys]).toEqual(["2001:db8:5:6::/64"]);
    expect(loginClientKey("2001:db8:5:7::1")).not.toBe("2001:db8:5:6::/64");
  });
});
