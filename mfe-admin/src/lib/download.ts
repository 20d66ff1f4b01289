/** Spec 6: the export downloads the content as a JSON file named site-content.json. */
export const EXPORT_FILENAME = 'site-content.json';

export function downloadJson(data: unknown, filename = EXPORT_FILENAME): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
