/**
 * What the person typed into a form, sent back with a refused save so the
 * page shows it again with the messages (also without JavaScript). Fields in
 * `omit` (secrets) never go back; an unticked checkbox is not sent by the
 * browser at all, so each named checkbox is reported as "on" or "".
 */
export function typedValues(
  form: Record<string, FormDataEntryValue>,
  { omit = [], checkboxes = [] }: { omit?: readonly string[]; checkboxes?: readonly string[] } = {},
): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) {
    if (typeof value === "string" && !omit.includes(name)) typed[name] = value;
  }
  for (const name of checkboxes) typed[name] = form[name] ? "on" : "";
  return typed;
}
