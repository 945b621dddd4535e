// The dashboard's settings forms: rules shared by the browser (instant
// messages) and the server (the decision).
import { passwordProblem, result, type FormResult } from "~/auth/forms";

const str = (form: Record<string, unknown>, key: string) => (typeof form[key] === "string" ? (form[key] as string) : "");

export interface ProfileValues {
  fullName: string;
}

export function validateProfile(form: Record<string, unknown>): FormResult<ProfileValues> {
  const values = { fullName: str(form, "fullName").trim().replace(/\s+/g, " ") };
  const errors: Record<string, string> = {};
  if (values.fullName.length < 2) errors.fullName = "Full name must be at least 2 characters.";
  else if (values.fullName.length > 100) errors.fullName = "Full name must be at most 100 characters.";
  return result(values, errors);
}

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function validateChangePassword(form: Record<string, unknown>): FormResult<ChangePasswordValues> {
  const values = {
    currentPassword: str(form, "currentPassword"),
    newPassword: str(form, "newPassword"),
    confirmPassword: str(form, "confirmPassword"),
  };
  const errors: Record<string, string> = {};
  if (!values.currentPassword) errors.currentPassword = "Please enter your current password.";
  else if (values.currentPassword.length > 128) errors.currentPassword = "Your current password is incorrect.";
  const newPassword = passwordProblem(values.newPassword);
  if (newPassword) errors.newPassword = newPassword;
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = "Passwords don't match";
  return result(values, errors);
}
