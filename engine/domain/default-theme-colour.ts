/**
 * The shop colour of a shop whose profile and gateway give none (spec 1 §5); errors show in it too. One of
 * the engine defaults (engine/profiles/defaults.ts sets it as `theme.color`), in a module of its own so that
 * the first page load, which needs it, does not carry the rest of the defaults.
 */
export const DEFAULT_THEME_COLOUR = '#E32929';
