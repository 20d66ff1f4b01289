/** Spec 3, emirates: the English name lowercased, spaces to hyphens. */
export function emirateSlug(nameEn: string): string {
  return nameEn.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Spec 3, areas: lowercased, spaces to hyphens, characters outside a-z, 0-9 and hyphen removed. */
export function areaSlug(nameEn: string): string {
  return nameEn
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
