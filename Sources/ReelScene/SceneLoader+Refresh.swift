// SPDX-License-Identifier: MIT
import Foundation

extension SceneLoader {
  /// The refresh control's steps: `pullToRefresh: true` and `endRefreshing: true`.
  static let refreshKinds: [StepKind] = [
    StepKind("pullToRefresh", keys: ["pullToRefresh"], animates: false, timing: .immediate) {
      m, _ throws(SceneError) in
      try requireTrue(m["pullToRefresh"]!, "pullToRefresh pulls the content down")
      return .pullToRefresh
    },
    StepKind("endRefreshing", keys: ["endRefreshing"], animates: false, timing: .immediate) {
      m, _ throws(SceneError) in
      try requireTrue(m["endRefreshing"]!, "endRefreshing ends the refresh")
      return .endRefreshing
    },
  ]

  /// An error unless `value` is `true`, saying what the step does.
  static func requireTrue(_ value: SceneValue, _ what: String) throws(SceneError) {
    guard try value.bool() else { throw value.error("expected true: \(what)") }
  }
}
