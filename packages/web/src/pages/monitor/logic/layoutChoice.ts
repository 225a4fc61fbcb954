import type { CascaderNode } from '@agvs/contract';

/** The map holding a layout, from the cascader. */
export function mapOfLayout(options: readonly CascaderNode[], layoutId: string): string | null {
  return options.find((map) => map.children?.some((layout) => layout.value === layoutId))?.value ?? null;
}

/** The first layout of the first map that has one. */
export function firstLayout(options: readonly CascaderNode[]): { mapId: string; layoutId: string } | null {
  for (const map of options) {
    const layout = map.children?.[0];
    if (layout) return { mapId: map.value, layoutId: layout.value };
  }
  return null;
}
