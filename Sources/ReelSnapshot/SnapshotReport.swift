// SPDX-License-Identifier: MIT
import Foundation

/// A self-contained HTML page of a snapshot run (images inlined, no network): summary counts, then
/// every comparison — failures first — with reference, actual and diff side by side, a slider that
/// wipes between reference and actual, and buttons that flip between the three.
public enum SnapshotReport {
  /// The page for `results`; `title` heads it; `directory` is where it is written, for links to
  /// the failures' artifact files relative to it (none when nil).
  public static func html(
    _ results: [SnapshotResult], title: String = "Reel snapshots", directory: URL? = nil
  ) -> String {
    let ordered = results.enumerated().sorted {
      ($0.element.status, $0.offset) < ($1.element.status, $1.offset)
    }.map(\.element)
    let failed = results.filter { $0.status == .failed }.count
    let recorded = results.filter { $0.status == .recorded }.count
    let passed = results.count - failed - recorded
    var body = """
      <h1>\(escape(title))</h1>
      <p class="summary" id="summary" data-failed="\(failed)" data-recorded="\(recorded)" data-pas\
      sed="\(passed)">
      <span class="badge failed">\(failed) failed</span> <span class="badge recorded">\
      \(recorded) recorded</span> <span class="badge passed">\(passed) passed</span>
      <span class="total">\(results.count) comparisons</span></p>

      """
    // Each image card shows its moment's layout diff beside it.
    var layoutDiffs: [String: String] = [:]
    for result in results where result.kind == .layout && result.textDiff != nil {
      layoutDiffs[result.name] = result.textDiff
    }
    for (index, result) in ordered.enumerated() {
      let files = directory.map { links(result, from: $0) } ?? ""
      body += card(result, index: index, layoutDiff: layoutDiffs[result.name], files: files)
    }
    return """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <style>\(style)</style></head>
      <body>
      \(body)<script>\(script)</script>
      </body></html>

      """
  }

  static func card(
    _ result: SnapshotResult, index: Int, layoutDiff: String? = nil, files: String = ""
  ) -> String {
    var html = """
      <section class="card \(result.status.rawValue)" id="c\(index)" data-status="\
      \(result.status.rawValue)" data-kind="\(result.kind.rawValue)">
      <h2><span class="badge \(result.status.rawValue)">\(result.status.rawValue)</span\
      > \(escape(result.name)) <small>\(result.kind.rawValue)</small></h2>
      <p class="message">\(escape(result.message).replacingOccurrences(of: "\n", with: "<br>"))</p>

      """
    switch result.kind {
    case .layout:
      if let diff = result.textDiff { html += diffBlock(diff) }
    case .image:
      let images = ["reference", "actual", "diff"].compactMap { role in
        result.contents[role].map { (role, "data:image/png;base64," + $0.base64EncodedString()) }
      }
      html +=
        "<div class=\"row\">"
        + images.map {
          "<figure><figcaption>\($0.0)</figcaption><img alt=\"\($0.0)\" src=\"\($0.1)\"></figure>"
        }.joined() + "</div>\n"
      let sources = Dictionary(uniqueKeysWithValues: images)
      if let reference = sources["reference"], let actual = sources["actual"] {
        let side = layoutDiff.map { "<div class=\"side\">" + diffBlock($0) + "</div>" } ?? ""
        html += """
          <div class="compare" data-mode="wipe" data-zoom="1">
          <div class="buttons"><button data-show="wipe">wipe</button><button data-show="reference"\
          >reference</button><button data-show="actual">actual</button>\
          \(sources["diff"] != nil ? "<button data-show=\"diff\">diff</button>" : "")
          <span class="zoom"><button data-zoom="fit">fit</button><button data-zoom="1">1:1</button\
          ><button data-zoom="2">2×</button><button data-zoom="4">4×</button></span></div>
          <div class="sidebyside"><div class="viewport"><div class="stage"><img class="under" alt="\
          reference" src="\(reference)"><div class="over"><img alt="actual" src="\(actual)"></div>\
          \(sources["diff"].map { "<img class=\"diffimg\" alt=\"diff\" src=\"\($0)\">" } ?? "")\
          \(boxes(result))</div></div>\(side)</div>
          <input type="range" min="0" max="100" value="50" aria-label="wipe between reference an\
          d actual">
          </div>

          """
      }
    }
    return html + files + "</section>\n"
  }

  /// Links to a failure's artifact files, relative to the report (it travels as a CI artifact).
  static func links(_ result: SnapshotResult, from directory: URL) -> String {
    guard !result.artifacts.isEmpty else { return "" }
    let items = result.artifacts.sorted { $0.key < $1.key }.map { role, url in
      "<a href=\"\(escape(ArtifactRuns.relativeLink(to: url, from: directory)))\">\(role)</a>"
    }
    return "<p class=\"files\">files: \(items.joined(separator: " · "))</p>\n"
  }

  /// A unified diff, lines coloured by what they do.
  static func diffBlock(_ diff: String) -> String {
    "<pre class=\"diff\">"
      + diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
        let cls = line.hasPrefix("+") ? "add" : line.hasPrefix("-") ? "del" : "ctx"
        return "<span class=\"\(cls)\">\(escape(String(line)))</span>"
      }.joined(separator: "\n") + "</pre>\n"
  }

  /// The changed regions as boxes over the stage, placed in percent of the image so they follow
  /// the zoom.
  static func boxes(_ result: SnapshotResult) -> String {
    let (width, height) = result.pixelSize
    guard width > 0, height > 0 else { return "" }
    func percent(_ value: Int, _ total: Int) -> String {
      String(format: "%.4f%%", 100 * Double(value) / Double(total))
    }
    let pad = 3
    return result.regions.map { r in
      let place = [
        "left:" + percent(r.x - pad, width), "top:" + percent(r.y - pad, height),
        "width:" + percent(r.width + 2 * pad, width),
        "height:" + percent(r.height + 2 * pad, height),
      ].joined(separator: ";")
      return "<div class=\"box\" title=\"\(r)\" style=\"\(place)\"></div>"
    }.joined()
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
