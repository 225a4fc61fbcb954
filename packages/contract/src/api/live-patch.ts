/**
 * What changed of an object a client already holds, as the fleet socket's `agvPatch` sends it for
 * AGV info cards. `set` maps a field's path to its new value: the path names the fields from the
 * object down, joined by '.', and goes into a nested object only while it stays an object on both
 * sides (a nested object that became or stopped being null comes whole, and so does every array).
 * null is a value like any other; `unset` names the paths of fields that are gone (undefined).
 */
export interface FieldPatch {
  readonly set: Readonly<Record<string, unknown>>;
  readonly unset?: readonly string[];
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `target` with `patch` applied, leaving `target` as it was: the result and every nested object on
 * a changed path are new objects, the rest is shared, so readers comparing by identity (React,
 * useSyncExternalStore) see exactly what changed.
 */
export function applyFieldPatch<T extends object>(target: T, patch: FieldPatch): T {
  const root: Fields = { ...(target as Fields) };
  const copies = new Set<Fields>([root]);
  /** The object holding the path's last field, copied on the way down (once per application). */
  const holder = (names: readonly string[]): Fields => {
    let node = root;
    for (const name of names.slice(0, -1)) {
      const child = node[name];
      if (isObject(child) && copies.has(child)) {
        node = child;
        continue;
      }
      const copy: Fields = isObject(child) ? { ...child } : {};
      copies.add(copy);
      node[name] = copy;
      node = copy;
    }
    return node;
  };
  for (const [path, value] of Object.entries(patch.set)) {
    const names = path.split('.');
    holder(names)[names.at(-1)!] = value;
  }
  for (const path of patch.unset ?? []) {
    const names = path.split('.');
    delete holder(names)[names.at(-1)!];
  }
  return root as T;
}
