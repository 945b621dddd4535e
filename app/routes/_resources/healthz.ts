import { healthCheck } from "~/boot.server";

export async function loader() {
  const health = await healthCheck();
  return Response.json(health, {
    status: health.ok ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
