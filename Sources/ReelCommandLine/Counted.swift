// SPDX-License-Identifier: MIT

/// `count` and `noun`, the noun plural unless the count is one: "1 frame", "12 frames".
func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}
