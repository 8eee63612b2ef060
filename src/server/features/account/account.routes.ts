import { eq } from "drizzle-orm";
import { bodyLimit } from "hono/body-limit";
import { deleteAccountRoute, exportRoute, importRoute } from "../../../core/contracts/account";
import { Invalid } from "../../../core/errors";
import { profiles } from "../../db/schema";
import type { AppDeps } from "../../http/context";
import { contractRouter, mountedAt } from "../../http/openapi-router";
import { DEFAULT_TIME_ZONE, isValidTimeZone } from "../../http/session";
import { createPhotoStore } from "../meals/photo-store";
import { ACCOUNT_MESSAGES, IMPORT_MAX_BYTES } from "./account.messages";
import { deleteAccount, expiredAuthCookies } from "./delete.service";
import { assertCsvExportAllowed, exportCsvZip, exportFileName, exportJson } from "./export.service";
import { previewImport, runImport } from "./import.service";

/**
 * Body limit of POST /api/import, registered in app.ts before the app-wide one so that a 200 MB
 * upload is refused from its Content-Length alone (or, sent chunked, once 5 MB have been read).
 */
export const importBodyLimit = () =>
  bodyLimit({
    maxSize: IMPORT_MAX_BYTES,
    onError: (c) => c.json({ error: ACCOUNT_MESSAGES.importTooLarge }, 413),
  });

/** The profile's zone names the export's days (the request's zone when the profile has none). */
async function exportZone(deps: AppDeps, userId: string, fallback: string): Promise<string> {
  const [row] = await deps.db.select({ tz: profiles.timeZone }).from(profiles).where(eq(profiles.id, userId));
  return isValidTimeZone(row?.tz) ? row.tz : (fallback ?? DEFAULT_TIME_ZONE);
}

export function exportRoutes(deps: AppDeps) {
  return contractRouter().openapi(mountedAt("/api/export", exportRoute), async (c) => {
    const { format, decimal } = c.req.valid("query");
    const userId = c.get("user").id;
    const now = c.get("receivedAt");
    const timeZone = await exportZone(deps, userId, c.get("timeZone"));
    if (format === "csv") {
      await assertCsvExportAllowed(deps.db, userId);
      const zip = await exportCsvZip(deps.db, userId, { timeZone }, decimal);
      return c.body(zip as Uint8Array<ArrayBuffer>, 200, {
        "content-type": "application/zip",
        "content-disposition": `attachment; filename="${exportFileName("zip", timeZone, now)}"`,
      });
    }
    const doc = await exportJson(deps.db, userId, { timeZone }, now);
    return c.body(JSON.stringify(doc, null, 2), 200, {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${exportFileName("json", timeZone, now)}"`,
    });
  });
}

export function importRoutes(deps: AppDeps) {
  return contractRouter().openapi(mountedAt("/api/import", importRoute), async (c) => {
    const dryRun = ["1", "true"].includes(c.req.valid("query").dry_run ?? "");
    const type = (c.req.header("content-type") ?? "").toLowerCase();
    if (!type.startsWith("multipart/form-data")) throw new Invalid(ACCOUNT_MESSAGES.importNoFile);
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch (error) {
      // the body limit's own 413 surfaces here when the form was being read
      if ((error as { status?: number }).status === 413) throw error;
      throw new Invalid(ACCOUNT_MESSAGES.importUnreadable);
    }
    const file = form.file;
    if (!(file instanceof File)) throw new Invalid(ACCOUNT_MESSAGES.importNoFile);
    if (file.size > IMPORT_MAX_BYTES) return c.json({ error: ACCOUNT_MESSAGES.importTooLarge }, 413);
    const input = {
      userId: c.get("user").id,
      bytes: new Uint8Array(await file.arrayBuffer()),
      timeZone: await exportZone(deps, c.get("user").id, c.get("timeZone")),
      now: c.get("receivedAt"),
    };
    return c.json(dryRun ? await previewImport(deps.db, input) : await runImport(deps.db, input), 200);
  });
}

export function accountRoutes(deps: AppDeps) {
  const photos = createPhotoStore(deps.config);
  return contractRouter().openapi(mountedAt("/api/account", deleteAccountRoute), async (c) => {
    await deleteAccount(
      { db: deps.db, auth: deps.auth, config: deps.config, photos, logger: deps.logger },
      { userId: c.get("user").id, password: c.req.valid("json").password, headers: c.req.raw.headers },
    );
    for (const cookie of await expiredAuthCookies(deps.auth))
      c.header("set-cookie", cookie, { append: true });
    return c.json({ ok: true as const, redirect: "/" }, 200);
  });
}
