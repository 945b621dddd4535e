import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the domain registries, so no e2e run ever asks a real
 * one. Answers by ending: .com is free (unless the name starts with "taken"),
 * .net is taken, .io is rate limited, .co fails, everything else is free.
 */
export async function startFakeRdap(): Promise<{ base: string; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const domain = decodeURIComponent((req.url ?? "").replace(/^\/rdap\/domain\//, "")).toLowerCase();
    requests.push(domain);
    const [label, tld] = domain.split(".");
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/rdap+json" });
      res.end(JSON.stringify(body));
    };
    if (tld === "net" || (tld === "com" && label.startsWith("taken"))) return reply(200, { objectClassName: "domain", ldhName: domain });
    if (tld === "io") return reply(429, { errorCode: 429, title: "Too Many Requests" });
    if (tld === "co") return reply(500, { errorCode: 500 });
    reply(404, { errorCode: 404, title: "Not Found" });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/rdap/`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
