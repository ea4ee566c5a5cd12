/** The checkbox values (single-bit masks) that an allows bitmask holds (spec §6: bits checked by AND). */
export function maskToChecked(allows: number, masks: readonly number[]): number[] {
  return masks.filter((mask) => mask !== 0 && (allows & mask) === mask);
}

/** The allows bitmask of the checked permissions. */
export function checkedToMask(checked: readonly number[]): number {
  return checked.reduce((allows, mask) => allows | mask, 0);
}
