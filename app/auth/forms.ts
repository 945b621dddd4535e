import * as z from "zod/mini";
import { forbiddenCharactersMessage, hasForbiddenCharacters } from "~/lib/text";

// The account forms' rules, shared by the browser (instant messages) and the
// server (the decision). Messages are SPEC.md's, word for word, except the
// password rule, which is one for the whole site (below).

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The one password rule: sign-up, reset, change password, `npm run admin:create`
 * and better-auth's own check (auth.server.ts) all use it, with one message.
 */
export const passwordSchema = z.string().check(
  z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`),
  z.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
  z.refine((value) => !hasForbiddenCharacters(value), forbiddenCharactersMessage("The password")),
);

/** The password rule's message for `password`, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const check = passwordSchema.safeParse(password);
  return check.success ? null : check.error.issues[0].message;
}

export type FormResult<T> = { ok: true; values: T } | { ok: false; fieldErrors: Record<string, string> };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const str = (form: Record<string, unknown>, key: string) => (typeof form[key] === "string" ? (form[key] as string) : "");

/**
 * The outcome of a form's checks. Any field holding control characters or
 * broken Unicode gets a message too (decision 0010): the browser then never
 * sends it, and the server would refuse it anyway.
 */
export function result<T extends object>(values: T, fieldErrors: Record<string, string>): FormResult<T> {
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === "string" && hasForbiddenCharacters(value)) fieldErrors[key] ??= forbiddenCharactersMessage("This field");
  }
  return Object.keys(fieldErrors).length === 0 ? { ok: true, values } : { ok: false, fieldErrors };
}

export interface SignUpValues {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export function validateSignUp(form: Record<string, unknown>): FormResult<SignUpValues> {
  const values = {
    fullName: str(form, "fullName").trim(),
    email: str(form, "email").trim().toLowerCase(),
    password: str(form, "password"),
    confirmPassword: str(form, "confirmPassword"),
  };
  const errors: Record<string, string> = {};
  if (values.fullName.length < 2) errors.fullName = "Full name must be at least 2 characters.";
  else if (values.fullName.length > 100) errors.fullName = "Full name must be at most 100 characters.";
  if (!EMAIL.test(values.email) || values.email.length > 254) errors.email = "Please enter a valid email address.";
  const password = passwordProblem(values.password);
  if (password) errors.password = password;
  if (values.confirmPassword !== values.password) errors.confirmPassword = "Passwords do not match";
  return result(values, errors);
}

export interface SignInValues {
  email: string;
  password: string;
}

export function validateSignIn(form: Record<string, unknown>): FormResult<SignInValues> {
  const values = { email: str(form, "email").trim().toLowerCase(), password: str(form, "password") };
  const errors: Record<string, string> = {};
  if (!EMAIL.test(values.email) || values.email.length > 254) errors.email = "Please enter a valid email";
  // No minimum here: accounts made under the old rule (6 characters) still sign in.
  if (!values.password) errors.password = "Password is required";
  else if (values.password.length > PASSWORD_MAX_LENGTH) errors.password = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  return result(values, errors);
}

export interface AdminLoginValues {
  username: string;
  password: string;
}

export function validateAdminLogin(form: Record<string, unknown>): FormResult<AdminLoginValues> {
  const values = { username: str(form, "username").trim().toLowerCase(), password: str(form, "password") };
  const errors: Record<string, string> = {};
  if (!values.username) errors.username = "Username is required";
  if (!values.password) errors.password = "Password is required";
  return result(values, errors);
}

export interface EmailValues {
  email: string;
}

export function validateEmailOnly(form: Record<string, unknown>): FormResult<EmailValues> {
  const values = { email: str(form, "email").trim().toLowerCase() };
  const errors: Record<string, string> = {};
  if (!values.email) errors.email = "Email is required";
  else if (!EMAIL.test(values.email)) errors.email = "Please enter a valid email address.";
  return result(values, errors);
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export function validateNewPassword(form: Record<string, unknown>): FormResult<NewPasswordValues> {
  const values = { password: str(form, "password"), confirmPassword: str(form, "confirmPassword") };
  const errors: Record<string, string> = {};
  const password = passwordProblem(values.password);
  if (password) errors.password = password;
  if (values.confirmPassword !== values.password) errors.confirmPassword = "Passwords don't match";
  return result(values, errors);
}
