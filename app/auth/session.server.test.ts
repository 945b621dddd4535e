import { expect, test } from "vitest";
import { safeRedirect } from "./session.server";

test("only same-site paths are followed after sign-in", () => {
  expect(safeRedirect("/checkout?plan=yearly")).toBe("/checkout?plan=yearly");
  expect(safeRedirect("/ai-dog-name-generator#faq")).toBe("/ai-dog-name-generator#faq");
  for (const hostile of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", null, undefined]) {
    expect(safeRedirect(hostile)).toBe("/dashboard");
  }
  expect(safeRedirect("//evil.example", "/admin")).toBe("/admin");
});
