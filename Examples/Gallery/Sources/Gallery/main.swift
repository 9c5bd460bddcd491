// Written by `reel port`. Reel's command line, with the ported files' layouts and view
// controllers known to scenes by class name (ReelPortRegistry is generated at build time).
import ReelCommandLine

MainActor.assumeIsolated { ReelPortRegistry.registerAll() }
ReelCommand.main()
