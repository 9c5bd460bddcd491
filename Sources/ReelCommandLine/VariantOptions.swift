// SPDX-License-Identifier: MIT
import ArgumentParser
import ReelScene

/// `--appearance light|dark|both`.
enum AppearanceChoice: String, ExpressibleByArgument, CaseIterable {
  case light, dark, both
}

/// Flags that choose a variant of each scene: light or dark, and values set by key path.
struct VariantOptions: ParsableArguments {
  @Option(
    help: """
      Light or dark mode, over the scene's own `appearance` (both: <scene>.light.<ext> and \
      <scene>.dark.<ext>).
      """)
  var appearance: AppearanceChoice?

  @Option(
    name: .customLong("set"),
    help: """
      key.path=value: set a value of the scene before it is read (repeatable), e.g. \
      --set canvas.scale=3 or --set 'collectionViews[0].style.fill=systemRed'.
      """)
  var settings: [String] = []

  @Option(
    help: """
      Which locale of the scene's strings: its {{key}} texts take (default: the first), or all: \
      one output per locale, <scene>.<locale>.<ext>.
      """)
  var locale: String?

  /// One variant, or one per appearance for `both`.
  func variants() throws -> [SceneVariant] {
    var parsed: [SceneSetting] = []
    for text in settings {
      do { parsed.append(try SceneSetting(parsing: text)) } catch {
        throw ValidationError(error.description)
      }
    }
    var variants: [SceneVariant]
    switch appearance {
    case nil: variants = [SceneVariant(settings: parsed)]
    case .light: variants = [SceneVariant(appearance: .light, settings: parsed)]
    case .dark: variants = [SceneVariant(appearance: .dark, settings: parsed)]
    case .both:
      variants = [
        SceneVariant(appearance: .light, settings: parsed, nameSuffix: ".light"),
        SceneVariant(appearance: .dark, settings: parsed, nameSuffix: ".dark"),
      ]
    }
    for i in variants.indices { variants[i].locale = locale }
    return variants
  }
}
