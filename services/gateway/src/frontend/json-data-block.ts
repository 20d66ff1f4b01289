/**
 * A JSON data block for a page's scripts to read (`<script type="application/json" id>`). `<` is written as
 * `\u003c`, so no text in it (a listing title with `</script>` in it) can end the element; JSON.parse reads it back
 * unchanged.
 */
export function jsonDataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
