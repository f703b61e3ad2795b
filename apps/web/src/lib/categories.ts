import type { EventCategory } from '@ott/contracts/channel';

/** Every category of a nested tree, parents before their children. */
export function flattenCategories(tree: EventCategory[]): EventCategory[] {
  return tree.flatMap((category) => [category, ...flattenCategories(category.children ?? [])]);
}

/** The category and its ancestors, nearest first. */
export function categoryLineage(all: EventCategory[], category: EventCategory): EventCategory[] {
  const lineage = [category];
  let parentId = category.parent_id;
  while (parentId !== null) {
    const parent = all.find((candidate) => candidate.id === parentId);
    if (!parent || lineage.includes(parent)) break;
    lineage.push(parent);
    parentId = parent.parent_id;
  }
  return lineage;
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/** A category named by alias, name or id, as the `sport`/`category` filters do. */
export function findCategory(all: EventCategory[], value: string): EventCategory | undefined {
  return all.find((category) => same(category.alias, value) || String(category.id) === value) ?? all.find((category) => same(category.name, value));
}
