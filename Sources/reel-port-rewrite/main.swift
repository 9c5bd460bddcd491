// SPDX-License-Identifier: MIT
// The build tool of packages `reel port` writes (run by ReelPortPlugin at every build, so the
// iOS files stay where they are and edits to them are picked up):
//   reel-port-rewrite REGISTRY_OUT [SOURCE OUT]...
// writes each SOURCE rewritten to OUT, and the layouts' and view controllers' registry.
import Foundation
import ReelPortRewrite

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count % 2 == 1 else {
  FileHandle.standardError.write(Data("usage: reel-port-rewrite REGISTRY [SOURCE OUT]...\n".utf8))
  exit(2)
}
var sources: [PortSource] = []
var outputs: [String] = []
for pair in stride(from: 1, to: arguments.count, by: 2) {
  let path = arguments[pair]
  guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("\(path): error: cannot read this file\n".utf8))
    exit(1)
  }
  sources.append(PortSource(path: path, text: String(decoding: data, as: UTF8.self)))
  outputs.append(arguments[pair + 1])
}
let index = PortRewrite.index(sources)
do {
  for (source, output) in zip(sources, outputs) {
    try Data(PortRewrite.rewrite(source, index: index).utf8).write(
      to: URL(fileURLWithPath: output), options: .atomic)
  }
  try Data(PortRegistry(index: index).source.utf8).write(
    to: URL(fileURLWithPath: arguments[0]), options: .atomic)
} catch {
  FileHandle.standardError.write(Data("error: \(error.localizedDescription)\n".utf8))
  exit(1)
}
