/** Channel lists (menu, slides, FAQ, passes) put the heaviest entry first. */
export function byWeightDesc<T extends { weight: number; id: number }>(a: T, b: T): number {
  return b.weight - a.weight || a.id - b.id;
}
