// /admin and /admin/login: the 'Content Management' page with its ten tabs (the layout shows the login card first).
import { adminMeta } from "~/admin/ui/admin-meta";
import { requestJson } from "~/admin/ui/admin-api";
import { storeSessionMarker } from "~/admin/ui/admin-session";
import { ContentManagement } from "~/admin/ui/ContentManagement";
import { useToast } from "~/admin/ui/toast";

export function meta() {
  return adminMeta("Content Management");
}

export default function ContentManagementPage() {
  const toast = useToast();

  async function logOut() {
    // Revoked on the server, which clears the cookie; the marker is forgotten here whatever the answer.
    await requestJson("/api/admin/logout", { method: "POST" }).catch(() => undefined);
    storeSessionMarker(null);
    toast({ title: "Logged Out", description: "You have been logged out of the admin panel" });
  }

  return <ContentManagement onLogout={logOut} />;
}
