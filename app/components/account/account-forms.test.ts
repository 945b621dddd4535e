import { expect, test } from "vitest";
import { validateChangePassword, validateProfile } from "./account-forms";

test("a full name has 2 to 100 characters, spaces tidied", () => {
  expect(validateProfile({ fullName: "  Ada   King " })).toEqual({ ok: true, values: { fullName: "Ada King" } });
  expect(validateProfile({ fullName: " A " })).toEqual({ ok: false, fieldErrors: { fullName: "Full name must be at least 2 characters." } });
  expect(validateProfile({ fullName: "x".repeat(101) })).toEqual({ ok: false, fieldErrors: { fullName: "Full name must be at most 100 characters." } });
});

test("changing the password needs the current one and a confirmed new one of at least 8 characters", () => {
  expect(validateChangePassword({ currentPassword: "old-secret", newPassword: "new-secret", confirmPassword: "new-secret" }).ok).toBe(true);
  expect(validateChangePassword({ currentPassword: "", newPassword: "short", confirmPassword: "other" })).toEqual({
    ok: false,
    fieldErrors: {
      currentPassword: "Please enter your current password.",
      newPassword: "Password must be at least 8 characters.",
      confirmPassword: "Passwords don't match",
    },
  });
});
