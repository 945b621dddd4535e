import { describe, expect, test } from "vitest";
import { createRenderMemo } from "./render-memo.server";

const page = (nonce: string, name: string) => `<!DOCTYPE html><html><body><p>${name}</p><script nonce="${nonce}">1</script></body></html>`;

describe("render memo: a document rendered once from the same data", () => {
  test("the same address and data give the stored page, with this request's nonce in place of the first one's", () => {
    const memo = createRenderMemo();
    const key = memo.keyFor("http://x/dog", 200, { root: { user: "Ada" } })!;
    memo.set(key, "nonceOne", page("nonceOne", "Ada"));
    expect(memo.get(memo.keyFor("http://x/dog", 200, { root: { user: "Ada" } })!, "nonceTwo")?.toString("utf8")).toBe(page("nonceTwo", "Ada"));
  });

  test("other data, another address or another status is another page", () => {
    const memo = createRenderMemo();
    const key = memo.keyFor("http://x/dog", 200, { root: { user: "Ada", left: 15 } })!;
    memo.set(key, "n1", page("n1", "Ada"));
    expect(memo.get(memo.keyFor("http://x/dog", 200, { root: { user: "Ada", left: 14 } })!, "n2")).toBeNull();
    expect(memo.get(memo.keyFor("http://x/dog", 200, { root: { user: "Bob", left: 15 } })!, "n2")).toBeNull();
    expect(memo.get(memo.keyFor("http://x/cat", 200, { root: { user: "Ada", left: 15 } })!, "n2")).toBeNull();
    expect(memo.get(memo.keyFor("http://x/dog", 404, { root: { user: "Ada", left: 15 } })!, "n2")).toBeNull();
  });

  test("data that cannot be compared (a promise still streaming, a function) is never stored", () => {
    const memo = createRenderMemo();
    expect(memo.keyFor("http://x/dog", 200, { page: { later: Promise.resolve(1) } })).toBeNull();
    expect(memo.keyFor("http://x/dog", 200, { page: { f: () => 1 } })).toBeNull();
  });

  test("a page is kept for a minute at most", () => {
    let now = 0;
    const memo = createRenderMemo({ now: () => now });
    const key = memo.keyFor("http://x/dog", 200, {})!;
    memo.set(key, "n1", page("n1", "Ada"));
    now = 59_999;
    expect(memo.get(key, "n2")).not.toBeNull();
    now = 60_000;
    expect(memo.get(key, "n2")).toBeNull();
    expect(memo.size).toBe(0);
  });

  test("memory is bounded: the least recently used page goes first", () => {
    const memo = createRenderMemo({ maxBytes: 8_000 });
    // About 960 bytes each: eight fit, ten do not.
    const body = (i: number) => `<p>${String(i).repeat(920)}</p><script nonce="n${i}"></script>`;
    const keys = Array.from({ length: 10 }, (_, i) => memo.keyFor(`http://x/${i}`, 200, {})!);
    keys.forEach((k, i) => {
      memo.set(k, `n${i}`, body(i));
      if (i === 4) memo.get(keys[0], "x"); // page 0 read again: pages 1 and 2 are now the oldest
    });
    expect(memo.bytes).toBeLessThanOrEqual(8_000);
    expect(memo.size).toBe(8);
    expect(memo.get(keys[1], "x")).toBeNull();
    expect(memo.get(keys[2], "x")).toBeNull();
    for (const i of [0, 3, 9]) expect(memo.get(keys[i], "x")).not.toBeNull();
  });

  test("a page larger than an eighth of the budget is not kept", () => {
    const memo = createRenderMemo({ maxBytes: 8_000 });
    const key = memo.keyFor("http://x/big", 200, {})!;
    memo.set(key, "n", `<p>${"x".repeat(1100)}</p><i nonce="n"></i>`);
    expect(memo.get(key, "m")).toBeNull();
  });
});
