/** Title, description and Open Graph tags for a page, in React Router's meta format. */
export const SITE_NAME = "UX Twin";

export function pageMeta({ title, description }: { title: string; description: string }) {
  const fullTitle = title === SITE_NAME || title.startsWith(`${SITE_NAME} —`) ? title : `${title} — ${SITE_NAME}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { name: "twitter:card", content: "summary" },
  ];
}
