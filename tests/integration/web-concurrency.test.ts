import { describe, expect, test } from "vitest";
import { workerCount } from "../../scripts/cluster.mjs";

const postgres = "postgres://u@db:5432/namesmith";

describe("WEB_CONCURRENCY", () => {
  test("unset or empty runs one process", () => {
    expect(workerCount({ DATABASE_URL: postgres })).toEqual({ count: 1 });
    expect(workerCount({ DATABASE_URL: postgres, WEB_CONCURRENCY: " " })).toEqual({ count: 1 });
  });

  test("a number, or auto for one per core, on PostgreSQL", () => {
    expect(workerCount({ DATABASE_URL: postgres, WEB_CONCURRENCY: "3" })).toEqual({ count: 3 });
    expect(workerCount({ DATABASE_URL: postgres, WEB_CONCURRENCY: "auto" }, 8)).toEqual({ count: 8 });
    expect(workerCount({ DATABASE_URL: postgres, WEB_CONCURRENCY: "AUTO" }, 2)).toEqual({ count: 2 });
  });

  test("the embedded database always gets one process, with the reason", () => {
    const r = workerCount({ WEB_CONCURRENCY: "auto" }, 4);
    expect(r.count).toBe(1);
    expect(r.notice).toContain("the embedded database serves one process");
    expect(workerCount({ DATABASE_URL: "", WEB_CONCURRENCY: "2" }).count).toBe(1);
  });

  test("anything else is refused with a clear message", () => {
    for (const bad of ["0", "-1", "two", "1.5", "1000"]) {
      const r = workerCount({ DATABASE_URL: postgres, WEB_CONCURRENCY: bad });
      expect(r.count).toBe(0);
      expect(r.error).toBe(`WEB_CONCURRENCY must be a whole number from 1 to 256, or "auto" (got "${bad}")`);
    }
  });
});
