// How a bulk upload's articles go public: at once, saved as drafts, or dripped (N a day between two hours of the
// editor's time zone, from a start day). The server checks the same fields (app/scheduling/batch-publication.ts).
import { INPUT_CLASS } from "../controls";

export interface TBulkPublicationForm {
  mode: "now" | "draft" | "drip";
  perDay: string;
  from: string;
  to: string;
  startDate: string;
  /** Rows about a product the site already has an article on: skipped, written as a new revision, or written anew. */
  duplicates: "skip" | "update" | "new";
}

export function defaultBulkPublication(today: string): TBulkPublicationForm {
  return { mode: "now", perDay: "3", from: "09:00", to: "17:00", startDate: today, duplicates: "skip" };
}

/** The form fields POST /api/admin/bulk-upload reads, with this browser's time zone. */
export function appendBulkPublication(form: FormData, value: TBulkPublicationForm): void {
  form.append("duplicates", value.duplicates);
  form.append("publish", value.mode);
  if (value.mode !== "drip") return;
  form.append("dripPerDay", value.perDay);
  form.append("dripFrom", value.from);
  form.append("dripTo", value.to);
  form.append("dripStart", value.startDate);
  form.append("timeZone", Intl.DateTimeFormat().resolvedOptions().timeZone);
}

const MODES = [
  { value: "now", label: "Publish each article when it is written" },
  { value: "draft", label: "Save as drafts" },
  { value: "drip", label: "Drip: a number of articles a day" },
] as const;

export function BulkPublishOptions({
  value,
  onChange,
}: {
  value: TBulkPublicationForm;
  onChange: (next: TBulkPublicationForm) => void;
}) {
  const set = (patch: Partial<TBulkPublicationForm>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="grid gap-3 rounded-lg border border-line p-3 text-sm text-zinc-300">
      <legend className="px-1 font-semibold text-zinc-200">Publishing</legend>
      {MODES.map((mode) => (
        <label key={mode.value} className="flex items-center gap-2">
          <input
            type="radio"
            name="bulk-publish"
            value={mode.value}
            checked={value.mode === mode.value}
            onChange={() => set({ mode: mode.value })}
          />
          {mode.label}
        </label>
      ))}
      <div className="grid gap-1 sm:max-w-md">
        <label htmlFor="bulk-duplicates">Rows about a product the site already has an article on</label>
        <select
          id="bulk-duplicates"
          aria-describedby="bulk-duplicates-hint"
          value={value.duplicates}
          onChange={(event) => set({ duplicates: event.target.value as TBulkPublicationForm["duplicates"] })}
          className={INPUT_CLASS}
        >
          <option value="skip">Skip them</option>
          <option value="update">Update it (a new revision)</option>
          <option value="new">Write a new one anyway</option>
        </select>
        <p id="bulk-duplicates-hint" className="text-xs text-zinc-400">
          The preview and the results name the article each of these rows is about.
        </p>
      </div>
      {value.mode === "drip" && (
        <div className="grid gap-3 sm:grid-cols-4">
          <label className="grid gap-1">
            Articles a day
            <input
              type="number"
              min={1}
              max={48}
              value={value.perDay}
              onChange={(event) => set({ perDay: event.target.value })}
              className={INPUT_CLASS}
            />
          </label>
          <label className="grid gap-1">
            From
            <input
              type="time"
              value={value.from}
              onChange={(event) => set({ from: event.target.value })}
              className={INPUT_CLASS}
            />
          </label>
          <label className="grid gap-1">
            Until
            <input
              type="time"
              value={value.to}
              onChange={(event) => set({ to: event.target.value })}
              className={INPUT_CLASS}
            />
          </label>
          <label className="grid gap-1">
            Starting
            <input
              type="date"
              value={value.startDate}
              onChange={(event) => set({ startDate: event.target.value })}
              className={INPUT_CLASS}
            />
          </label>
          <p className="text-xs text-zinc-400 sm:col-span-4">
            Times in your time zone, {Intl.DateTimeFormat().resolvedOptions().timeZone}. The Jobs tab lists what is
            scheduled.
          </p>
        </div>
      )}
    </fieldset>
  );
}
