// SPDX-License-Identifier: MIT
import Foundation

/// A self-contained HTML page of a snapshot run (images inlined, no network): summary counts, then
/// every comparison — failures first — with reference, actual and diff side by side, a slider that
/// wipes between reference and actual, and buttons that flip between the three.
public enum SnapshotReport {
  /// The page for `results`; `title` heads it.
  public static func html(_ results: [SnapshotResult], title: String = "Reel snapshots") -> String {
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
    for (index, result) in ordered.enumerated() { body += card(result, index: index) }
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

  static func card(_ result: SnapshotResult, index: Int) -> String {
    var html = """
      <section class="card \(result.status.rawValue)" id="c\(index)" data-status="\
      \(result.status.rawValue)" data-kind="\(result.kind.rawValue)">
      <h2><span class="badge \(result.status.rawValue)">\(result.status.rawValue)</span\
      > \(escape(result.name)) <small>\(result.kind.rawValue)</small></h2>
      <p class="message">\(escape(result.message).replacingOccurrences(of: "\n", with: "<br>"))</p>

      """
    switch result.kind {
    case .layout:
      if let diff = result.textDiff {
        html +=
          "<pre class=\"diff\">"
          + diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let cls = line.hasPrefix("+") ? "add" : line.hasPrefix("-") ? "del" : "ctx"
            return "<span class=\"\(cls)\">\(escape(String(line)))</span>"
          }.joined(separator: "\n") + "</pre>\n"
      }
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
        html += """
          <div class="compare" data-mode="wipe">
          <div class="buttons"><button data-show="wipe">wipe</button><button data-show="reference"\
          >reference</button><button data-show="actual">actual</button>\
          \(sources["diff"] != nil ? "<button data-show=\"diff\">diff</button>" : "")</div>
          <div class="stage"><img class="under" alt="reference" src="\(reference)"><div class="ove\
          r"><img alt="actual" src="\(actual)"></div>\
          \(sources["diff"].map { "<img class=\"diffimg\" alt=\"diff\" src=\"\($0)\">" } ?? "")</d\
          iv>
          <input type="range" min="0" max="100" value="50" aria-label="wipe between reference an\
          d actual">
          </div>

          """
      }
    }
    return html + "</section>\n"
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  static let style = """
    body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:24px;color:#1c1c1e;background:#fa\
    fafa}
    h1{font-size:22px;margin:0 0 8px}h2{font-size:15px;margin:0 0 6px}h2 small{color:#8e8e93;font-\
    weight:normal}
    .badge{display:inline-block;padding:2px 8px;border-radius:10px;color:#fff;font-weight:600;font\
    -size:12px}
    .badge.failed{background:#ff3b30}.badge.recorded{background:#ff9500}.badge.passed{background:#\
    34c759}
    .summary{font-size:16px}.total{color:#8e8e93;margin-left:8px}
    .card{background:#fff;border:1px solid #e5e5ea;border-left:6px solid #34c759;border-radius:8px\
    ;padding:12px 16px;margin:12px 0}
    .card.failed{border-left-color:#ff3b30}.card.recorded{border-left-color:#ff9500}
    .message{color:#3a3a3c;white-space:normal;word-break:break-word}
    .row{display:flex;gap:12px;flex-wrap:wrap}figure{margin:0}figcaption{font-size:12px;color:#8e8\
    e93}
    .row img{max-width:260px;max-height:360px;border:1px solid #e5e5ea;image-rendering:pixelated}
    .compare{margin-top:10px}.buttons button{margin-right:4px}
    .stage{position:relative;display:inline-block;border:1px solid #c7c7cc;margin-top:6px;max-widt\
    h:100%}
    .stage img{display:block;max-width:520px;max-height:560px}.stage .over{position:absolute;top:0\
    ;left:0;height:100%;width:50%;overflow:hidden}
    .stage .over img{max-width:none;max-height:none}.stage .diffimg{position:absolute;top:0;left:0\
    ;display:none}
    .compare[data-mode=reference] .over,.compare[data-mode=diff] .over{display:none}
    .compare[data-mode=actual] .over{width:100%!important}.compare[data-mode=diff] .diffimg{displa\
    y:block}
    .compare input{display:block;width:520px;max-width:100%}
    pre.diff{background:#f2f2f7;padding:8px;overflow:auto}.add{color:#1b7f3a}.del{color:#c4161c}.c\
    tx{color:#636366}
    """

  static let script = """
    document.querySelectorAll('.compare').forEach(function(c){
      var over=c.querySelector('.over'),under=c.querySelector('.under'),range=c.querySelector('inp\
    ut');
      function fit(){var w=under.getBoundingClientRect().width;over.querySelector('img').style.wid\
    th=w+'px';}
      under.addEventListener('load',fit);fit();
      range.addEventListener('input',function(){c.dataset.mode='wipe';over.style.width=range.value\
    +'%';});
      c.querySelectorAll('button').forEach(function(b){b.addEventListener('click',function(){c.dat\
    aset.mode=b.dataset.show;});});
    });
    window.addEventListener('load',function(){var n=0;document.querySelectorAll('img').forEach(fun\
    ction(i){if(i.complete&&i.naturalWidth>0)n++;});document.body.dataset.imagesLoaded=n;});
    """
}
