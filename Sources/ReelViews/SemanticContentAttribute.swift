// SPDX-License-Identifier: MIT
import Foundation

/// Which way a view's content runs. Mirrors `UISemanticContentAttribute`.
public enum SemanticContentAttribute: Int, Sendable {
  case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
