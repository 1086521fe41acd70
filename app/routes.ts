import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  route("auth", "routes/auth.tsx"),
  // Signed-in pages: session checked on the server, app top bar; see routes/protected-layout.tsx.
  layout("routes/protected-layout.tsx", [
    route("dashboard", "routes/dashboard.tsx"),
    route("profile", "routes/profile.tsx"),
    route("conversation/:conversationId", "routes/conversation.tsx"),
    route("products", "routes/products.tsx"),
    route("products/:productId", "routes/product.tsx"),
    route("products/:productId/tests/:testId", "routes/prototype-test.tsx"),
  ]),
  // "PDF": a document alone on the page for the browser to print (signed in, no app top bar).
  route("products/:productId/print", "routes/product-print.tsx"),
  route("conversation/:conversationId/print", "routes/result-print.tsx"),
  route("share/:shareId", "routes/share.tsx"),
  // An invite link: signed in (and back) first, on a page of its own, like the auth card.
  route("invite/:token", "routes/invite.tsx"),
  // Public pages share the visitor shell (top bar, footer, contact config); see routes/site-layout.tsx.
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("founders", "routes/founders.tsx"),
    route("designers", "routes/designers.tsx"),
    route("features/:feature", "routes/feature.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
