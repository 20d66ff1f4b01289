// Marks the TypeBox schema builders of @manzil/contracts as pure (`/*#__PURE__*/ Type.Object(...)`). The browser
// bundles only use the contracts' constants and types; with the calls marked pure, the bundler drops the schemas
// the page never reads, and TypeBox with them (about 20 KB gzip per bundle). The contracts' own schema helpers
// (`nullable`, `withDocument`, content.ts's `text`) are builders too: a call of one left unmarked keeps the whole
// schema around it, and TypeBox, in every bundle that imports a constant from the same module (rspack does not
// read their `#__NO_SIDE_EFFECTS__` annotation).
module.exports = function pureSchemasLoader(source) {
  return source.replace(/(?<![\w.$])(Type\.\w+|nullable|withDocument|text)\(/g, '/*#__PURE__*/ $1(');
};
