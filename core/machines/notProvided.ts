/**
 * The stand-in body of every side effect a machine declares in `setup()` (docs/architecture.md): the machine
 * file binds the real one in its `provide…(ports)`, so running the bare machine fails loudly and names what
 * was left unbound instead of doing nothing.
 */
export function notProvided(machine: string, name: string): never {
  throw new Error(`${machine}.${name} is not provided`);
}
