// JSON-LD of the site itself, on the home page: WebSite with its SearchAction, and Organization.
import { CONTEXT } from "./json-ld";
import { absoluteUrl, type TSite } from "./page-meta";

export function buildWebSiteJsonLd(site: TSite) {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: site.siteName,
    url: `${site.siteUrl}/`,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${site.siteUrl}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

export function buildOrganizationJsonLd(site: TSite) {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name: site.siteName,
    url: `${site.siteUrl}/`,
    logo: absoluteUrl(site.siteUrl, "/logo-512.png"),
  };
}
