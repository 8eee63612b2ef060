import fs from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Config } from "../config";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail. SMTP in production (SMTP_* variables); in development, the log and DATA_DIR/outbox. */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

export function createMailer(config: Pick<Config, "mail" | "dataDir">, logger: Logger): Mailer {
  const smtp = config.mail.smtp;
  if (smtp) {
    // nodemailer is loaded with the first message, not at start-up (about 90 ms of the server's start)
    let transport: Promise<Transporter> | undefined;
    const open = () =>
      import("nodemailer").then(({ default: nodemailer }) =>
        nodemailer.createTransport({
          host: smtp.host,
          port: smtp.port,
          secure: smtp.secure,
          auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? "" } : undefined,
        }),
      );
    return {
      kind: "smtp",
      async send(message) {
        transport ??= open();
        await (await transport).sendMail({ from: config.mail.from, ...message });
      },
    };
  }
  return outboxMailer(path.join(config.dataDir, "outbox"), config.mail.from, logger);
}

/**
 * Development mailer: each message is a plain-text file in `dir` (newest last by name) and a log
 * line, so the person running the app locally can open the link it carries.
 */
export function outboxMailer(dir: string, from: string, logger: Logger): Mailer {
  let seq = 0;
  return {
    kind: "outbox",
    async send(message) {
      await fs.mkdir(dir, { recursive: true });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, "_");
      const file = path.join(dir, `${Date.now()}-${String(++seq).padStart(4, "0")}-${safeTo}.txt`);
      const body = `From: ${from}\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`;
      await fs.writeFile(file, body, { mode: 0o600 });
      logger.info(
        { to: message.to, subject: message.subject, file },
        "correo guardado en la bandeja de salida",
      );
    },
  };
}
