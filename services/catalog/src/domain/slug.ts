/**
 * The spec's slug rule (section 3): lowercase, spaces to hyphens, characters outside a-z, 0-9 and hyphen
 * removed. Runs of hyphens collapse and edge hyphens go, so "Al Reem Island " gives "al-reem-island".
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
