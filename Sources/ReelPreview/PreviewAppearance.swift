// SPDX-License-Identifier: MIT
import ReelRender
import ReelScene

/// The page's light/dark switch: the scene as written, or forced light or dark (as
/// `--appearance` does).
public enum PreviewAppearance: String, Sendable, CaseIterable {
  case scene, light, dark

  var variant: SceneVariant {
    switch self {
    case .scene: SceneVariant()
    case .light: SceneVariant(appearance: UserInterfaceStyle.light)
    case .dark: SceneVariant(appearance: UserInterfaceStyle.dark)
    }
  }
}
