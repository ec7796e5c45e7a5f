const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
const MIN_BYTES = 4096;

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
