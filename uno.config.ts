import { defineConfig, presetWind3 } from "unocss";

/**
 * Design tokens. Colours are CSS variables (app/styles/tokens.css) so the same utility classes
 * serve light and dark mode, which follows the system setting.
 */
const colour = (name: string) => `rgb(var(--c-${name}) / %alpha)`;

export default defineConfig({
  presets: [presetWind3()],
  theme: {
    colors: {
      canvas: colour("canvas"),
      surface: colour("surface"),
      subtle: colour("subtle"),
      border: colour("border"),
      ink: colour("ink"),
      muted: colour("muted"),
      accent: { DEFAULT: colour("accent"), ink: colour("accent-ink"), soft: colour("accent-soft") },
      founder: { DEFAULT: colour("founder"), soft: colour("founder-soft") },
      designer: { DEFAULT: colour("designer"), soft: colour("designer-soft") },
      success: colour("success"),
      warning: colour("warning"),
      danger: { DEFAULT: colour("danger"), ink: colour("danger-ink") },
    },
    borderRadius: { control: "8px", card: "12px", pill: "9999px" },
    fontFamily: {
      sans: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    },
    fontSize: {
      sm: ["14px", "20px"],
      base: ["16px", "24px"],
      lg: ["20px", "28px"],
      xl: ["28px", "36px"],
      "2xl": ["44px", "52px"],
    },
  },
  shortcuts: {
    "focus-ring":
      "outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-canvas",
    card: "rounded-card border border-border bg-surface",
  },
});
