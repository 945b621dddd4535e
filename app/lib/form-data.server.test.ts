import { describe, expect, test } from "vitest";
import { BODY_MESSAGES, checkAddress, readForm, readFormOrJson, readJson } from "./form-data.server";
import { hasForbiddenCharacters } from "./text";

const post = (body: BodyInit | null, type?: string) =>
  new Request("http://localhost/x", { method: "POST", body, headers: type ? { "content-type": type } : {} });

/** The Response a reader threw: status and what a visitor reads. */
async function refusal(promise: Promise<unknown>) {
  const thrown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(thrown).toBeInstanceOf(Response);
  const res = thrown as Response;
  return { status: res.status, type: res.headers.get("content-type") ?? "", text: await res.text() };
}

describe("which characters are refused", () => {
  test("control characters and unpaired surrogates; ordinary whitespace and emoji pass", () => {
    for (const bad of ["a\u0000b", "\u0007", "\u001b[31m", "\u007f", "\u0085", "\ud800", "x\udc00", "\udbff\ud800"]) {
      expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ["plain", "two\nlines\r\n", "a\tb", "café", "🐶 dog", "👩‍👩‍👧", "\ud83d\udc36"]) {
      expect(hasForbiddenCharacters(good), JSON.stringify(good)).toBe(false);
    }
  });
});

describe("readForm", () => {
  test("reads a web form", async () => {
    const form = await readForm(post("email=ada%40example.com&note=two%0Alines", "application/x-www-form-urlencoded"));
    expect(Object.fromEntries(form)).toEqual({ email: "ada@example.com", note: "two\nlines" });
  });

  test("JSON, text or no type at all: 415 with a message a person can act on", async () => {
    for (const [body, type] of [['{"email":"a"}', "application/json"], ["email=a", "text/plain"], [null, undefined]] as const) {
      const r = await refusal(readForm(post(body, type)));
      expect(r).toMatchObject({ status: 415, text: BODY_MESSAGES.formType });
      expect(r.type).toContain("text/plain");
    }
  });

  test("a broken multipart body: 400", async () => {
    const r = await refusal(readForm(post("--b\r\nnope", "multipart/form-data; boundary=b")));
    expect(r).toMatchObject({ status: 400, text: BODY_MESSAGES.badForm });
  });

  test("a NUL byte in a value or a name: 400; the generators may check it themselves", async () => {
    expect(await refusal(readForm(post("email=a%00b", "application/x-www-form-urlencoded")))).toMatchObject({ status: 400, text: BODY_MESSAGES.badText });
    expect(await refusal(readForm(post("e%01=a", "application/x-www-form-urlencoded")))).toMatchObject({ status: 400 });
    const form = await readForm(post("description=a%00b", "application/x-www-form-urlencoded"), { checkText: false });
    expect(form.get("description")).toBe("a\u0000b");
  });

  test("the API's refusals are JSON", async () => {
    const r = await refusal(readForm(post("{}", "application/json"), { reply: "json" }));
    expect(r.status).toBe(415);
    expect(JSON.parse(r.text)).toEqual({ title: "Unsupported format", message: BODY_MESSAGES.formType });
  });
});

describe("readJson and readFormOrJson", () => {
  test("a JSON object is read; nested strings are checked, keys included", async () => {
    expect(await readJson(post('{"a":["x",{"b":"y"}]}', "application/json; charset=utf-8"))).toEqual({ a: ["x", { b: "y" }] });
    for (const body of ['{"a":["x",{"b":"\\u0000"}]}', '{"\\ud800":1}', '"\\udfff"']) {
      const r = await refusal(readJson(post(body, "application/json")));
      expect(r.status).toBe(400);
      expect(JSON.parse(r.text).message).toBe(BODY_MESSAGES.badText);
    }
  });

  test("deep nesting does not overflow the stack", async () => {
    const deep = "[".repeat(5000) + '"\\u0000"' + "]".repeat(5000);
    expect((await refusal(readJson(post(deep, "application/json")))).status).toBe(400);
  });

  test("not JSON, or not an object where one is needed: 400; another type: 415", async () => {
    expect(JSON.parse((await refusal(readJson(post("{oops", "application/json")))).text).message).toBe(BODY_MESSAGES.badJson);
    expect((await refusal(readJson(post("{}", "text/plain")))).status).toBe(415);
    expect(JSON.parse((await refusal(readFormOrJson(post("[1]", "application/json")))).text).message).toBe(BODY_MESSAGES.notObject);
    expect((await refusal(readFormOrJson(post("a=1", "text/plain")))).status).toBe(415);
    expect(await readFormOrJson(post("a=1", "application/x-www-form-urlencoded"))).toEqual({ a: "1" });
    expect(await readFormOrJson(post('{"a":1}', "application/json"))).toEqual({ a: 1 });
  });
});

test("an address with a control character in its path or query is refused: JSON under /api/, text elsewhere", async () => {
  const at = (url: string) => new Request(`http://localhost${url}`);
  expect(checkAddress(at("/blog/welcome?page=2&q=caf%C3%A9"))).toBeUndefined();
  expect(checkAddress(at("/sign-in?redirectTo=%2Fa%09b"))).toBeUndefined();
  const thrown = (url: string) => {
    try {
      checkAddress(at(url));
    } catch (e) {
      return e as Response;
    }
    throw new Error(`${url} was not refused`);
  };
  for (const url of ["/blog/x%00", "/reset-password?token=a%00", "/s/%1B", "/blog?q%00=x"]) {
    const res = thrown(url);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(BODY_MESSAGES.badAddress);
  }
  const api = thrown("/api/favorites?name=Lu%00na");
  expect(await api.json()).toEqual({ title: "Error", message: BODY_MESSAGES.badAddress });
});
