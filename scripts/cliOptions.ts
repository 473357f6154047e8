/** Reading the numbers the scripts take on their command line (`--shoppers 100`, `--outlets 2000`, …). */

/** The whole positive number given as `--name`, or undefined when the option is absent; anything else stops the script. */
export function optionalPositiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined) {
    return undefined;
  }
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) {
    throw new Error(`--${name} needs a positive integer, got '${value}'`);
  }
  return parsed;
}

/** The whole positive number given as `--name`, or `fallback` when the option is absent. */
export function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  return optionalPositiveInteger(name, value) ?? fallback;
}
