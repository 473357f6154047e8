/**
 * Reads a stylesheet's declarations and names those off the design tokens of ui/styles.css («The visual
 * system» in docs/decisions.md): spacing on --space-*, font sizes on --text-*, radii on --radius-*, colours
 * by role. Shared by the tests that hold a stylesheet to the scale.
 */

export interface Declaration {
  property: string;
  value: string;
}

/** Every `property: value` inside a rule, comments left out; custom property definitions included. */
export function declarationsOf(css: string): Declaration[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // A value runs to `;` or `}`; a selector's `:hover {` or a media query's `(min-width: 768px) {` never does.
  return [...code.matchAll(/([a-z-][a-z0-9-]*)\s*:\s*([^;{}]+)(?=[;}])/gi)].map((match) => ({
    property: match[1]!.toLowerCase(),
    value: match[2]!.trim(),
  }));
}

const SPACING = /^(margin|padding)(-(top|right|bottom|left|block|inline)(-(start|end))?)?$|^(row-|column-)?gap$/;
const RADIUS = /^border(-(top|bottom|start|end)-(left|right|start|end))?-radius$/;
const COLOUR_LITERAL =
  /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|\b(white|black|red|green|blue|gray|grey|silver|orange|yellow)\b/i;

/**
 * The values that are tokens once every var(…) is taken out: a calc() of tokens and plain numbers (half a
 * step, a step negated) leaves no length behind.
 */
function lengthsLeft(value: string): boolean {
  return /\d(px|rem|em|%|vh|vw|ch|lh)\b/.test(value.replace(/var\(--[a-z0-9-]+\)/g, ''));
}

function termsOf(value: string): string[] {
  // calc(…) stays one term: its spaces are inside the parentheses.
  return value.match(/[a-z-]+\([^()]*(\([^()]*\)[^()]*)*\)|[^\s]+/gi) ?? [];
}

function spacingTermOnScale(term: string): boolean {
  return (
    term === '0' ||
    term === 'auto' ||
    /^var\(--space-[1-8]\)$/.test(term) ||
    (term.startsWith('calc(') && term.includes('var(--space-') && !lengthsLeft(term))
  );
}

/** Why the declaration is off the scale, or null when it is on it. */
export function offScale({ property, value }: Declaration): string | null {
  if (value === 'inherit' || value === 'initial' || value === 'unset') {
    return null;
  }
  if (SPACING.test(property) && !termsOf(value).every(spacingTermOnScale)) {
    return 'spacing is a step of --space-1…--space-8';
  }
  if (property === 'font-size' && !/^var\(--text-[a-z0-9]+\)$/.test(value)) {
    return 'a font size is a step of --text-xs…--text-2xl';
  }
  if (property === 'font' && !/var\(--text-[a-z0-9]+\)/.test(value)) {
    return 'the font shorthand takes its size from --text-*';
  }
  if (
    RADIUS.test(property) &&
    !termsOf(value).every((term) => term === '0' || term === '50%' || /^var\(--radius(-[a-z]+)?\)$/.test(term))
  ) {
    return 'a radius is --radius-sm, --radius, --radius-lg or --radius-pill';
  }
  if (!property.startsWith('--') && COLOUR_LITERAL.test(value)) {
    return 'a colour is one of the palette’s roles (var(--…))';
  }
  return null;
}
