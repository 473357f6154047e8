/** Quoting a name in the portal's sentences (kept out of the first screen's modules: only lazy screens say it). */

/**
 * A name in the portal's «ёлочки»: quotes inside it become „лапки“, as Russian typography nests them, so «ООО
 * «Пробный»» reads «ООО „Пробный“». A name wholly in one pair of «…» or "…" already is not quoted twice.
 */
export function quotedName(name: string): string {
  const trimmed = name.trim();
  const whole = /^[«"]([^«»"]*)[»"]$/.exec(trimmed);
  const bare = whole === null ? trimmed : whole[1]!;
  return `«${bare.replace(/[«"](?=\S)/g, '„').replace(/(?<=\S)[»"]/g, '“')}»`;
}
