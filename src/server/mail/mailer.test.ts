import net from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "./mailer";

/** A local SMTP server speaking just enough of RFC 5321 to accept mail; it keeps each DATA block. */
let server: net.Server;
let port = 0;
const received: { from: string; to: string[]; data: string }[] = [];

beforeAll(async () => {
  server = net.createServer((socket) => {
    let buffer = "";
    let inData = false;
    let mail = { from: "", to: [] as string[], data: "" };
    socket.write("220 localhost ESMTP prueba\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(mail);
            mail = { from: "", to: [], data: "" };
            socket.write("250 OK\r\n");
          } else mail.data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 localhost\r\n");
        else if (verb === "MAIL") {
          mail.from = line;
          socket.write("250 OK\r\n");
        } else if (verb === "RCPT") {
          mail.to.push(line);
          socket.write("250 OK\r\n");
        } else if (verb === "DATA") {
          inData = true;
          socket.write("354 Adelante\r\n");
        } else if (verb === "QUIT") socket.end("221 Adiós\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("SMTP mailer", () => {
  it("delivers a message through the configured SMTP server (nodemailer loaded with the first message)", async () => {
    const mailer = createMailer(
      {
        dataDir: "/nonexistent",
        mail: {
          from: "Bocado <no-responder@bocado.test>",
          smtp: { host: "127.0.0.1", port, secure: false },
        },
      } as Parameters<typeof createMailer>[0],
      pino({ level: "silent" }),
    );
    expect(mailer.kind).toBe("smtp");
    await mailer.send({ to: "lucia@example.com", subject: "Restablece tu contraseña", text: "Hola, Lucía" });
    await mailer.send({ to: "pablo@example.com", subject: "Segundo", text: "Otro" });
    expect(received).toHaveLength(2);
    expect(received[0].from).toContain("no-responder@bocado.test");
    expect(received[0].to.join()).toContain("lucia@example.com");
    expect(received[0].data).toContain("Subject: =?UTF-8?");
    expect(received[1].to.join()).toContain("pablo@example.com");
  });
});
