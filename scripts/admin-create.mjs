// npm run admin:create — makes ADMIN_EMAIL an administrator (creates the
// account with ADMIN_PASSWORD when it does not exist). An account someone
// already signed up with is refused unless `-- --take-over-existing` is given
// (then its password becomes ADMIN_PASSWORD, its sessions and two-factor go).
// Uses the same configuration as the server; stop the server first on the
// embedded database.
// The build renders with Preact: "react" in external packages resolves to it.
import "../compat/register.mjs";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const USAGE = "Usage: npm run admin:create [-- --take-over-existing]";
const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== "--take-over-existing");
if (unknown.length > 0) {
  console.error(`admin:create: unknown option ${unknown.join(" ")}. ${USAGE}`);
  process.exit(1);
}
const takeOver = args.includes("--take-over-existing");

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
process.env.NODE_ENV ??= "production";
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
if (!existsSync(path.join(buildDir, "server/index.js"))) {
  console.error("admin:create: there is no build. Run `npm run build` first.");
  process.exit(1);
}
const build = await import(path.join(buildDir, "server/index.js"));
try {
  console.log(await build.entry.module.adminCreate(process.env, { takeOver }));
  process.exit(0);
} catch (err) {
  console.error(`admin:create: ${err.message}`);
  process.exit(1);
}
