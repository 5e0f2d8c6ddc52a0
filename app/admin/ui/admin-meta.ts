// Head tags of every admin page: a title, and no indexing by search engines.
export function adminMeta(title: string) {
  return [{ title: `${title} | Admin` }, { name: "robots", content: "noindex, nofollow" }];
}
