/**
 * The portal's mark, drawn in the page rather than loaded as /logo.svg: an SVG file in an <img> is a
 * document of its own that a slowed phone spends tens of milliseconds setting up after the first paint
 * (issue 12). public/logo.svg stays the favicon; tests/ui/components/LogoMark.test.tsx keeps the drawings the same.
 */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1f6feb" />
      <circle cx="24" cy="30" r="9" fill="#fff" />
      <circle cx="40" cy="30" r="9" fill="none" stroke="#fff" strokeWidth="4" />
      <rect x="16" y="45" width="32" height="4" rx="2" fill="#fff" />
    </svg>
  );
}
