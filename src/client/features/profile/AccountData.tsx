import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Download, FileUp, Trash2 } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import {
  type ImportPreview,
  type ImportReport,
  importPreviewSchema,
  importReportSchema,
} from "../../../core/account-data.schema";
import { deleteAccountRoute, importRoute } from "../../../core/contracts/account";
import { subscriptionRoute } from "../../../core/contracts/billing";
import { MEAL_TYPE_LABELS } from "../../../core/enums";
import { ApiError, apiCall, apiFetch, errorMessage, isUpgradeRequired, routeUrl } from "../../lib/api";
import { useUpgrade } from "../../lib/upgrade";
import { Button } from "../../ui/Button";
import { cx } from "../../ui/cx";
import { Modal } from "../../ui/Modal";
import { TextField } from "../../ui/TextField";
import { UpsellModal } from "../../ui/UpsellModal";
import { accountMessages as t } from "./account-messages";

const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const card = "space-y-3 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-7";

/** The profile's data sections (issue 19 items 4-6): export, import, delete the account. */
export function AccountData() {
  return (
    <>
      <ExportSection />
      <ImportSection />
      <DeleteSection />
    </>
  );
}

function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return "Europe/Madrid";
  }
}

/** Fetches an export and hands it to the browser as a download (named by the server). */
async function downloadExport(query: string): Promise<string> {
  const res = await fetch(`/api/export?${query}`, {
    credentials: "include",
    headers: { "X-Time-Zone": browserZone() },
  });
  if (!res.ok) {
    const payload = (await res.json().catch(() => undefined)) as Record<string, string> | undefined;
    throw new ApiError(res.status, payload?.error ?? t.exportError, {
      code: payload?.code,
      feature: payload?.feature as never,
    });
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "bocado-datos";
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return name;
}

/** Whether the plan includes the CSV export (the subscription card reads the same cached answer). */
function useCsvExportAllowed(): boolean | undefined {
  return useQuery({
    queryKey: ["subscription"],
    queryFn: ({ signal }) => apiCall(subscriptionRoute, { signal }),
    select: (subscription) => subscription.limits.export,
    staleTime: 30_000,
  }).data;
}

function ExportSection() {
  const csvAllowed = useCsvExportAllowed();
  const [decimal, setDecimal] = useState<"comma" | "dot">("comma");
  const [upsell, setUpsell] = useState(false);
  const upgrade = useUpgrade();
  const legendId = useId();
  const download = useMutation({
    mutationFn: (format: "json" | "csv") =>
      downloadExport(format === "csv" ? `format=csv&decimal=${decimal}` : "format=json"),
    onError: (error) => {
      if (isUpgradeRequired(error)) setUpsell(true);
    },
  });
  const pending = download.isPending ? download.variables : null;

  return (
    <section aria-labelledby="export-title" className={card}>
      <h2 id="export-title" className="text-lg font-semibold text-gray-900">
        {t.exportTitle}
      </h2>
      <p className="text-sm text-gray-700">{t.exportHint}</p>
      <fieldset className="space-y-1" aria-labelledby={legendId}>
        <legend id={legendId} className="text-sm font-medium text-gray-900">
          {t.decimalLegend}
        </legend>
        <div className="flex flex-col gap-1 sm:flex-row sm:gap-6">
          {(["comma", "dot"] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-gray-800">
              <input
                type="radio"
                name="export-decimal"
                value={value}
                checked={decimal === value}
                onChange={() => setDecimal(value)}
                className="h-4 w-4 accent-emerald-700"
              />
              {value === "comma" ? t.decimalComma : t.decimalDot}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          type="button"
          variant="secondary"
          loading={pending === "json"}
          disabled={download.isPending}
          onClick={() => download.mutate("json")}
        >
          {pending !== "json" && <Download aria-hidden="true" className="h-4 w-4" />}
          {pending === "json" ? t.exporting : t.exportJson}
        </Button>
        <Button
          type="button"
          variant="secondary"
          loading={pending === "csv"}
          disabled={download.isPending}
          onClick={() => download.mutate("csv")}
        >
          {pending !== "csv" && <Download aria-hidden="true" className="h-4 w-4" />}
          {pending === "csv" ? t.exporting : t.exportCsv}
          {csvAllowed === false && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t.premiumBadge}
            </span>
          )}
        </Button>
      </div>
      {download.isError && !isUpgradeRequired(download.error) && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(download.error, t.exportError)}
        </p>
      )}
      {download.isSuccess && (
        <p role="status" className="text-sm text-emerald-800">
          {t.exportDone(download.data)}
        </p>
      )}
      <UpsellModal
        open={upsell}
        trigger={t.upsellTrigger}
        onClose={() => setUpsell(false)}
        onUpgrade={() => upgrade.upgrade("premium")}
        upgrading={upgrade.upgrading}
      />
    </section>
  );
}

const dateTime = new Intl.DateTimeFormat("es-ES", {
  day: "2-digit",
  month: "2-digit",
  year: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});
const kcal = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 });

function ImportSection() {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const send = (selected: File, dryRun: boolean) => {
    const form = new FormData();
    form.set("file", selected);
    // multipart: outside the typed client, same route (docs/decisions/0036)
    return apiFetch(routeUrl(importRoute.path, {}, dryRun ? { dry_run: "1" } : {}), {
      method: "POST",
      body: form,
      schema: dryRun ? importPreviewSchema : importReportSchema,
    });
  };
  const preview = useMutation({
    mutationFn: (selected: File) => send(selected, true) as Promise<ImportPreview>,
  });
  const run = useMutation({
    mutationFn: (selected: File) => send(selected, false) as Promise<ImportReport>,
    // meals, dashboard and progress all read meal_logs
    onSuccess: () => queryClient.invalidateQueries(),
  });

  const reset = () => {
    setFile(null);
    setLocalError(null);
    preview.reset();
    run.reset();
    if (inputRef.current) inputRef.current.value = "";
  };

  const onPick = (selected: File | undefined) => {
    preview.reset();
    run.reset();
    setLocalError(null);
    if (!selected) return;
    if (selected.size > IMPORT_MAX_BYTES) {
      setFile(null);
      setLocalError(t.importTooLarge);
      return;
    }
    setFile(selected);
    preview.mutate(selected);
  };

  const data = preview.data;
  const report = run.data;
  const error = localError ?? (preview.isError ? errorMessage(preview.error, t.importError) : null);

  return (
    <section aria-labelledby="import-title" className={card}>
      <h2 id="import-title" className="text-lg font-semibold text-gray-900">
        {t.importTitle}
      </h2>
      <p className="text-sm text-gray-700">{t.importHint}</p>

      {!report && (
        <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-3">
          <label
            htmlFor={inputId}
            className={cx(
              "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-emerald-200 bg-white px-4 py-2.5 text-sm font-semibold text-emerald-800 hover:bg-emerald-50",
              "focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-emerald-600",
            )}
          >
            <FileUp aria-hidden="true" className="h-4 w-4" />
            {t.importPick}
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept=".csv,.zip,.json,text/csv,application/zip,application/json"
              className="sr-only"
              onChange={(e) => onPick(e.target.files?.[0])}
            />
          </label>
          {file && <span className="text-sm break-all text-gray-700">{file.name}</span>}
        </div>
      )}

      {preview.isPending && (
        <p role="status" className="text-sm text-gray-700">
          {t.importReading}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}

      {data && !report && <ImportPreviewView data={data} />}

      {data && !report && file && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            type="button"
            loading={run.isPending}
            disabled={data.valid_rows === 0}
            onClick={() => run.mutate(file)}
          >
            {run.isPending
              ? t.importing
              : data.valid_rows === 0
                ? t.importNothing
                : t.importConfirm(data.valid_rows)}
          </Button>
          <Button type="button" variant="ghost" onClick={reset} disabled={run.isPending}>
            {t.importCancel}
          </Button>
        </div>
      )}
      {run.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(run.error, t.importError)}
        </p>
      )}

      {report && (
        <div className="space-y-3">
          <p
            role="status"
            className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
          >
            {t.importReport(report.imported, report.duplicates, report.rejected_count)}
          </p>
          <RejectedList rows={report.rejected} />
          <Button type="button" variant="secondary" onClick={reset}>
            {t.importAnother}
          </Button>
        </div>
      )}
    </section>
  );
}

function ImportPreviewView({ data }: { data: ImportPreview }) {
  return (
    <div className="space-y-3" aria-live="polite">
      <div className="space-y-1 text-sm">
        <p className="font-semibold text-gray-900">{t.importDetected(data.format_name)}</p>
        <p className="text-gray-700">
          {t.importCounts(data.valid_rows, data.duplicates, data.rejected_count)}
        </p>
      </div>
      {data.meal_mapping.length > 0 && (
        <div className="space-y-1">
          <h3 className="text-sm font-semibold text-gray-900">{t.importMapping}</h3>
          <ul className="flex flex-wrap gap-2">
            {data.meal_mapping.map((m) => (
              <li
                key={`${m.source}-${m.meal_type}`}
                className="rounded-full bg-gray-100 px-3 py-1 text-xs font-medium text-gray-800"
              >
                {m.source} → {m.label} ({m.rows})
              </li>
            ))}
          </ul>
        </div>
      )}
      {data.preview.length > 0 && (
        <div className="space-y-1">
          <h3 className="text-sm font-semibold text-gray-900">{t.importPreview(data.preview.length)}</h3>
          <div className="-mx-1 overflow-x-auto">
            <table className="w-full text-left text-xs sm:text-sm">
              <thead className="text-gray-600">
                <tr>
                  <th scope="col" className="px-1 py-1 font-medium">
                    {t.colDate}
                  </th>
                  <th scope="col" className="px-1 py-1 font-medium">
                    {t.colMeal}
                  </th>
                  <th scope="col" className="px-1 py-1 font-medium">
                    {t.colDescription}
                  </th>
                  <th scope="col" className="px-1 py-1 text-right font-medium">
                    {t.colKcal}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100 text-gray-900">
                {data.preview.map((row) => (
                  <tr key={row.row}>
                    <td className="px-1 py-1 whitespace-nowrap tabular-nums">
                      {dateTime.format(new Date(row.logged_at))}
                    </td>
                    <td className="px-1 py-1">{MEAL_TYPE_LABELS[row.meal_type]}</td>
                    <td className="max-w-[6.5rem] truncate px-1 py-1 sm:max-w-xs" title={row.description}>
                      {row.description}
                    </td>
                    <td className="px-1 py-1 text-right tabular-nums">{kcal.format(row.calories)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      <RejectedList rows={data.rejected} />
    </div>
  );
}

function RejectedList({ rows }: { rows: { row: number; reason: string }[] }) {
  if (rows.length === 0) return null;
  return (
    <details className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-2 text-sm">
      <summary className="cursor-pointer font-medium text-amber-900">
        {t.importRejected} ({rows.length})
      </summary>
      <ul className="mt-2 space-y-1 text-amber-950">
        {rows.map((r) => (
          <li key={r.row}>
            <span className="font-semibold">{t.importRow(r.row)}:</span> {r.reason}
          </li>
        ))}
      </ul>
    </details>
  );
}

function DeleteSection() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => apiCall(deleteAccountRoute, { body: { password } }),
    onSuccess: () => {
      queryClient.clear();
      // A full load: the session cookies are gone, every in-memory state with them.
      window.location.assign("/");
    },
  });
  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    setPassword("");
    remove.reset();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (password) remove.mutate();
  };

  return (
    <section aria-labelledby="delete-title" className={cx(card, "border-red-200")}>
      <h2 id="delete-title" className="text-lg font-semibold text-red-800">
        {t.deleteTitle}
      </h2>
      <p className="text-sm text-gray-700">{t.deleteHint}</p>
      <Button type="button" variant="danger" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {t.deleteOpen}
      </Button>
      <Modal
        open={open}
        onClose={close}
        title={t.deleteModalTitle}
        size="sm"
        footer={
          <>
            <Button type="button" variant="ghost" onClick={close} disabled={remove.isPending}>
              {t.deleteCancel}
            </Button>
            <Button type="submit" form="delete-account-form" variant="danger" loading={remove.isPending}>
              {remove.isPending ? t.deleting : t.deleteConfirm}
            </Button>
          </>
        }
      >
        <form id="delete-account-form" onSubmit={submit} className="space-y-3">
          <p className="text-sm text-gray-800">{t.deleteModalText}</p>
          <TextField
            label={t.deletePassword}
            hint={t.deletePasswordHint}
            type="password"
            autoComplete="current-password"
            required
            maxLength={128}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={remove.isError ? errorMessage(remove.error, t.deleteError) : undefined}
          />
        </form>
      </Modal>
    </section>
  );
}
