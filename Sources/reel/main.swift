// SPDX-License-Identifier: MIT
// The `reel` tool: the command line of ReelCommandLine with the built-in layouts.
import ReelCommandLine

ReelCommand.main()
