// The Jobs tab: what is scheduled to go public, then the generation jobs.
import { JobsTab } from "./JobsTab";
import { ScheduledArticles } from "./ScheduledArticles";

export function JobsScreen() {
  return (
    <div className="grid gap-6">
      <ScheduledArticles />
      <JobsTab />
    </div>
  );
}
