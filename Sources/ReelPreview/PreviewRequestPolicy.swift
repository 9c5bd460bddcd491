// SPDX-License-Identifier: MIT
import Foundation

/// Which requests the preview server answers at all, as a pure function of the request's head:
/// only targets in origin form (`/path?query`), only hosts it was told it is (DNS rebinding), only
/// its own page's origin (another site's page in the same browser), no bodies.
///
/// Hosts: the address it listens on, `localhost` and `127.0.0.1`, and the names given with
/// `--allow-host`, matched without case and without the port. Origins: `http://HOST:PORT` for
/// each of those hosts and the port served. `Sec-Fetch-Site`, when a browser sends it, must say
/// `same-origin` or `none` (a typed URL): a cross-site `<img>` carries no `Origin` but does carry
/// that.
struct PreviewRequestPolicy: Sendable {
  let hosts: Set<String>
  let origins: Set<String>

  /// - Parameters:
  ///   - bound: the address listened on (`0.0.0.0` adds nothing a browser would name).
  ///   - port: the port served, after binding (not 0).
  ///   - allowed: further names the user allows (`--allow-host`).
  init(bound: String, port: Int, allowed: [String] = []) {
    var hosts: Set<String> = ["localhost", "127.0.0.1"]
    if bound != "0.0.0.0" { hosts.insert(bound.lowercased()) }
    for name in allowed { hosts.insert(Self.name(ofHost: name) ?? name.lowercased()) }
    self.hosts = hosts
    origins = Set(hosts.map { "http://\($0.contains(":") ? "[\($0)]" : $0):\(port)" })
  }

  /// The answer that refuses the request, or nil when it may be served.
  /// - Parameters:
  ///   - target: the request target as sent.
  ///   - headers: every header field, names as sent.
  func refusal(target: String, headers: [(name: String, value: String)]) -> PreviewResponse? {
    guard target.hasPrefix("/") else {
      return .text(400, "only targets of the form /path are served, not \(target.prefix(100))")
    }
    let hostFields = Self.values("host", in: headers)
    guard hostFields.count == 1, let host = Self.name(ofHost: hostFields[0]) else {
      return .text(400, "a request must name one Host")
    }
    guard hosts.contains(host) else {
      return .text(403, "this preview serves only \(hosts.sorted().joined(separator: ", "))")
    }
    for origin in Self.values("origin", in: headers)
    where !origins.contains(origin.lowercased()) {
      return .text(403, "requests from other pages' origins are not served")
    }
    for site in Self.values("sec-fetch-site", in: headers)
    where !["same-origin", "none"].contains(site.lowercased()) {
      return .text(403, "requests from other sites are not served")
    }
    let lengths = Self.values("content-length", in: headers)
    if !Self.values("transfer-encoding", in: headers).isEmpty
      || lengths.contains(where: { $0 != "0" })
    {
      return .text(413, "the preview takes no request bodies")
    }
    return nil
  }

  /// The values of the fields named `name` (lowercase), in order.
  static func values(_ name: String, in headers: [(name: String, value: String)]) -> [String] {
    headers.filter { $0.name.lowercased() == name }.map(\.value)
  }

  /// The host part of a `Host` value, lowercased, without the port: `[::1]:80` → `::1`; nil when
  /// it is empty or its port is not a number.
  static func name(ofHost value: String) -> String? {
    var text = Substring(value.trimmingCharacters(in: .whitespaces).lowercased())
    if text.hasPrefix("[") {
      guard let close = text.firstIndex(of: "]") else { return nil }
      let rest = text[text.index(after: close)...]
      guard rest.isEmpty || (rest.hasPrefix(":") && rest.dropFirst().allSatisfy(\.isNumber))
      else { return nil }
      text = text[text.index(after: text.startIndex)..<close]
    } else if let colon = text.lastIndex(of: ":") {
      guard text[text.index(after: colon)...].allSatisfy(\.isNumber) else { return nil }
      text = text[..<colon]
    }
    return text.isEmpty ? nil : String(text)
  }

  /// The path and the query's fields (first of each name, percent-decoded) of an origin-form
  /// target.
  static func split(target: String) -> (path: String, query: [String: String]) {
    let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    var query: [String: String] = [:]
    if parts.count == 2 {
      for field in parts[1].split(separator: "&") {
        let pair = field.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = Self.decoded(pair[0])
        if query[name] == nil { query[name] = pair.count == 2 ? Self.decoded(pair[1]) : "" }
      }
    }
    return (String(parts[0]), query)
  }

  private static func decoded(_ text: Substring) -> String {
    let spaced = text.replacingOccurrences(of: "+", with: " ")
    return spaced.removingPercentEncoding ?? spaced
  }
}
