/**
 * Reshaping a model's wireframes before they are fitted to the schema
 * (docs/product.md#real-model-answers): `{screens}`, `{wireframes: {screens}}` or the bare list;
 * components under another key; the type names other tools use (drawd's `image-placeholder`,
 * `textfield`, `navbar`, `dropdown` …) mapped to ours.
 */
const TYPE_SYNONYMS: Record<string, string> = {
  title: "heading",
  h1: "heading",
  h2: "heading",
  header: "heading",
  paragraph: "text",
  label: "text",
  body: "text",
  cta: "button",
  anchor: "link",
  textfield: "input",
  textbox: "input",
  field: "input",
  "text-input": "input",
  dropdown: "select",
  picker: "select",
  toggle: "checkbox",
  switch: "checkbox",
  "image-placeholder": "image",
  img: "image",
  picture: "image",
  photo: "image",
  rect: "card",
  box: "card",
  container: "card",
  listitem: "list-item",
  list_item: "list-item",
  row: "list-item",
  navbar: "nav-bar",
  nav_bar: "nav-bar",
  nav: "nav-bar",
  "top-bar": "nav-bar",
  appbar: "nav-bar",
  tabbar: "tab-bar",
  tab_bar: "tab-bar",
  tabs: "tab-bar",
  "bottom-nav": "tab-bar",
  separator: "divider",
  hr: "divider",
  line: "divider",
};

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

export function normalizeWireframes(output: unknown): unknown {
  const top = record(output);
  const inner = record(top?.wireframes) ?? top;
  const screens = Array.isArray(output)
    ? output
    : Array.isArray(inner?.screens)
      ? inner.screens
      : Array.isArray(top?.wireframes)
        ? top.wireframes
        : undefined;
  if (!Array.isArray(screens)) return output;
  return {
    screens: screens.map((raw) => {
      const screen = record(raw);
      if (!screen) return raw;
      const components = screen.components ?? screen.elements ?? screen.children ?? [];
      const name = screen.name ?? screen.title ?? screen.id;
      return {
        ...screen,
        name,
        components: Array.isArray(components)
          ? components.map((rawComponent) => {
              const component = record(rawComponent);
              if (!component) return rawComponent;
              const type = String(component.type ?? component.kind ?? "text")
                .trim()
                .toLowerCase()
                .replace(/\s+/g, "-");
              const text = component.text ?? component.label ?? component.content ?? component.placeholder;
              const { kind: _kind, label: _label, content: _content, placeholder: _placeholder, ...rest } = component;
              return { ...rest, type: TYPE_SYNONYMS[type] ?? type, ...(typeof text === "string" ? { text } : {}) };
            })
          : components,
      };
    }),
  };
}
