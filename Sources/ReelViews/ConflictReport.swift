// SPDX-License-Identifier: MIT

/// UIKit's "Unable to simultaneously satisfy constraints" message, line for line (SPEC-VIEWS
/// 3.13–3.15): the constraints that cannot all hold and the one broken to go on.
@MainActor
enum ConflictReport {
  static func text(members: [NSLayoutConstraint], broken: NSLayoutConstraint) -> String {
    var lines = [
      "Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want. ",
      "\tTry this: ",
      "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
    ]
    if members.contains(where: { $0.isSystem }) {
      lines.append(
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't "
          + "understand, refer to the documentation for the UIView property "
          + "translatesAutoresizingMaskIntoConstraints) ")
    }
    lines.append("(")
    lines.append(members.map { "    \"\($0)\"" }.joined(separator: ",\n"))
    lines += [
      ")", "", "Will attempt to recover by breaking constraint ", "\(broken)", "",
      "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in "
        + "the debugger.",
      "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
        + "<UIKitCore/UIView.h> may also be helpful.",
    ]
    return lines.joined(separator: "\n")
  }
}
