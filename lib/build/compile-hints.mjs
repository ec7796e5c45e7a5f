// V8's explicit compile hints (Chrome 136 on): a script whose first line is the magic comment
// `//# allFunctionsCalledOnLoad` has all its functions compiled eagerly, on a background thread while it
// streams in, instead of each on the main thread when first called. The chunks a page starts with
// (webpack's runtime, React, Next's client, the app shell, the page's own chunk) run nearly all of their
// code while the page hydrates, so they carry it; chunks loaded later (dialogs, the consent screens) do
// not, nor do the few-hundred-byte stubs that only register a route's modules (the comment would be all
// they add to the first load). Other engines read the line as a comment. Measured in docs/benchmarks.md
// ("Lighthouse").

const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
/** Minified size from which a start-up chunk carries the hint. */
const MIN_BYTES = 4096;

/** Webpack plugin for the production browser build: the hint on top of every sizeable initial chunk. */
export class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap("CompileHintsPlugin", (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which would drop the comment), before the content hashes are computed.
        { name: "CompileHintsPlugin", stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.canBeInitial()) continue;
            for (const file of chunk.files) {
              if (!file.endsWith(".js") || compilation.getAsset(file).source.size() < MIN_BYTES) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
            }
          }
        },
      );
    });
  }
}
