import { expect, test } from "vitest";
import { validateChangePassword } from "~/components/account/account-forms";
import { passwordProblem, validateNewPassword, validateSignIn, validateSignUp } from "./forms";

const RULE = "Password must be at least 8 characters.";

test("one password rule of 8 characters, with one message, for sign-up, reset and change", () => {
  const seven = "1234567";
  expect(passwordProblem(seven)).toBe(RULE);
  expect(passwordProblem("12345678")).toBeNull();
  expect(passwordProblem("x".repeat(129))).toBe("Password must be at most 128 characters.");
  expect(validateSignUp({ fullName: "Ada", email: "ada@example.com", password: seven, confirmPassword: seven })).toEqual({ ok: false, fieldErrors: { password: RULE } });
  expect(validateNewPassword({ password: seven, confirmPassword: seven })).toEqual({ ok: false, fieldErrors: { password: RULE } });
  expect(validateChangePassword({ currentPassword: "old-one", newPassword: seven, confirmPassword: seven })).toEqual({ ok: false, fieldErrors: { newPassword: RULE } });
});

test("sign-in has no minimum, so accounts made under the old 6-character rule still sign in", () => {
  expect(validateSignIn({ email: "ada@example.com", password: "123456" }).ok).toBe(true);
  expect(validateSignIn({ email: "ada@example.com", password: "" })).toEqual({ ok: false, fieldErrors: { password: "Password is required" } });
});

test("a password holding a control character is refused with its own message", () => {
  expect(passwordProblem("secret\u0000secret")).toBe("The password contains characters that can't be used. Please retype it.");
});

test("any account field holding a control character gets a message, so the browser never sends it", () => {
  expect(validateSignIn({ email: "ada\u0000@example.com", password: "secret-123" })).toEqual({
    ok: false,
    fieldErrors: { email: "This field contains characters that can't be used. Please retype it." },
  });
  expect(validateSignUp({ fullName: "Ada\u001b", email: "ada@example.com", password: "secret-123", confirmPassword: "secret-123" })).toEqual({
    ok: false,
    fieldErrors: { fullName: "This field contains characters that can't be used. Please retype it." },
  });
});
