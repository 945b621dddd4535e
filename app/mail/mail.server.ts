import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { config } from "~/config.server";
import { log } from "~/lib/log.server";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

let transport: Transporter | undefined;
let transportUrl: string | undefined;

/**
 * Sends through SMTP when SMTP_URL is set. Otherwise the message is written
 * to the outbox folder and its links are printed, so every flow can be
 * completed on a fresh clone.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const c = config();
  if (c.SMTP_URL) {
    if (!transport || transportUrl !== c.SMTP_URL) {
      transport = nodemailer.createTransport(c.SMTP_URL);
      transportUrl = c.SMTP_URL;
    }
    await transport.sendMail({ from: c.MAIL_FROM, ...mail });
    return;
  }
  mkdirSync(c.OUTBOX_DIR, { recursive: true });
  const file = path.join(c.OUTBOX_DIR, `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.to.replace(/[^a-z0-9@.]/gi, "_")}.json`);
  writeFileSync(file, JSON.stringify({ from: c.MAIL_FROM, ...mail, date: new Date().toISOString() }, null, 2), { mode: 0o600 });
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  // No SMTP server: the embedded default shows the links, so every flow works on a fresh clone.
  log().info({ to: mail.to, subject: mail.subject, file, links }, "mail: written to the outbox");
}

/** A short, plain e-mail with one button. */
export function actionMail(options: { to: string; subject: string; intro: string; action: string; url: string; outro: string }): Mail {
  const { to, subject, intro, action, url, outro } = options;
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${url}\n\n${outro}\n\n— Namesmith`,
    html: `<div style="font-family:system-ui,sans-serif;max-width:520px;margin:auto;color:#0f172a"><h1 style="font-size:20px">${esc(subject)}</h1><p>${esc(intro)}</p><p><a href="${esc(url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${esc(action)}</a></p><p style="color:#475569;font-size:14px">${esc(outro)}</p><p style="color:#475569;font-size:13px">If the button does not work, paste this address into your browser:<br>${esc(url)}</p><p>— Namesmith</p></div>`,
  };
}
