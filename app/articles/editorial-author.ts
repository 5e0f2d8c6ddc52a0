// The one editorial author: named on cards, in the article byline and in the 'About the Author' block, and credited
// for every article written in the admin panel or by a generator, so a reader sees one name for one article.
// The name is a constant of its own: cards show it on every public page, while the profile is shown by the article
// page's server-rendered 'About the Author' block only, so public pages' scripts do not carry it.
export const EDITORIAL_AUTHOR_NAME = "Marcus Reid";

export const EDITORIAL_AUTHOR = {
  name: EDITORIAL_AUTHOR_NAME,
  title: "Senior Technology Journalist",
  biography:
    "Marcus has spent more than eight years taking gadgets apart, running them flat and reporting what their makers would rather not say. He has tested over 500 products, from budget earbuds to workstation laptops, and buys most of them with his own money.",
  education: "B.Sc. Electrical Engineering, University of Manchester",
  employers: [
    { role: "Hardware Editor", company: "PC Bench Weekly" },
    { role: "Senior Reviewer", company: "Mobile Insider" },
    { role: "Test Lab Technician", company: "Consumer Electronics Testing Group" },
  ],
  social: { label: "LinkedIn profile", url: "https://www.linkedin.com/" },
  expertise: ["Laptops & PCs", "Smartphones", "Audio", "Smart Home", "SaaS & AI Tools"],
} as const;
