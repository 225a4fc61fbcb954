import nodemailer from 'nodemailer';
import type { MailSettings } from './settings.js';

/** Sends one plain-text mail through the configured server; a server that does not answer in 10 s is an error. */
export async function sendMail(settings: MailSettings, mail: { readonly to: string; readonly subject: string; readonly text: string }): Promise<void> {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    await transport.sendMail({ from: settings.from, to: mail.to, subject: mail.subject, text: mail.text });
  } finally {
    transport.close();
  }
}
