// The categories the editor offers, and adding the one a generator proposed (picked at once, saved with Save).
import { useEffect, useState } from "react";
import type { TCategory } from "~/articles/article-shape";
import { errorMessage, requestJson } from "./admin-api";
import type { TCreatedTerm } from "./admin-responses";
import { useAdminSession } from "./admin-session";
import { useToast } from "./toast";

export function useEditorCategories(pick: (categoryId: string) => void) {
  const { call } = useAdminSession();
  const toast = useToast();
  const [categories, setCategories] = useState<TCategory[]>([]);

  useEffect(() => {
    requestJson<TCategory[]>("/api/categories")
      .then(setCategories)
      .catch(() => setCategories([]));
  }, []);

  async function addCategory(name: string) {
    try {
      const created = await call<TCreatedTerm>("/api/admin/taxonomy/categories", {
        method: "POST",
        body: { name },
      });
      setCategories((list) => [...list, { id: created.id, name: created.name, slug: "" }]);
      pick(String(created.id));
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Failed to add the category"), variant: "destructive" });
    }
  }

  return { categories, addCategory };
}
