import { describe, expect, it } from "vitest";
import { normalizeProductAddress, requestProductIdentity, shopIdOf } from "./product-identity";

describe("product identity", () => {
  it("names a product by its address without tracking, and by its ASIN", () => {
    expect(normalizeProductAddress("https://www.Amazon.com/Aether-X2/dp/B0AETHERX2/?tag=x&ref=y#reviews")).toBe(
      "amazon.com/aether-x2/dp/b0aetherx2",
    );
    expect(shopIdOf("https://www.amazon.de/gp/product/b0aetherx2?psc=1")).toBe("B0AETHERX2");
    expect(shopIdOf("https://example.com/dp/short")).toBeNull();
    expect(normalizeProductAddress("https://www.youtube.com/watch?v=abc123&t=10")).toBe("youtube.com/watch?v=abc123");
    expect(normalizeProductAddress("javascript:alert(1)")).toBeNull();
  });

  it("reads a request's product links and title, never its image", () => {
    expect(
      requestProductIdentity(
        {
          url: "https://www.amazon.com/dp/B0AETHERX2?tag=a",
          imageUrl: "https://cdn.example.com/dp/B0IMAGEXXX.jpg",
          productsToRecommend: "https://www.amazon.com/dp/B0KESTRELK\nhttps://shop.example.com/p/1",
          manualTitle: "  Aether X2 Review ",
        },
        "review",
      ),
    ).toEqual({
      articleType: "review",
      addresses: ["amazon.com/dp/b0aetherx2", "amazon.com/dp/b0kestrelk", "shop.example.com/p/1"],
      shopIds: ["B0AETHERX2", "B0KESTRELK"],
      title: "Aether X2 Review",
    });
  });

  it("reads 1 MB of hostile text in linear time", () => {
    const hostile = "https://".repeat(130_000);
    const started = performance.now();
    requestProductIdentity({ productsToRecommend: hostile, url: hostile }, null);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
