// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// `symbol: name` — a symbol image by name, as `UIImage(systemName:)` takes one.
extension StylePatch {
  /// The view kind drawing the symbol `value` names: one of Reel's own vector symbols (the cell
  /// accessories' glyphs), else an SF Symbols name Reel maps to a Material icon, else a Material
  /// icon name. When the icon font is not installed, a warning; the view then draws nothing.
  static func symbolKind(_ value: SceneValue) throws(SceneError) -> ContentView.Kind {
    let name = try value.string()
    guard case .fontSymbol(let icon) = SymbolNames.kind(forSystemName: name) else {
      return SymbolNames.kind(forSystemName: name)
    }
    guard value.context.assets.isSymbolFontInstalled else {
      value.warn(
        """
        the symbol '\(name)' comes from the Material Icons font, which is not installed \
        (fonts-material-design-icons-iconfont); nothing is drawn
        """)
      return .view
    }
    guard value.context.assets.symbolFontHasIcon(named: icon) else {
      throw value.error(
        """
        no symbol named '\(name)': expected one of Reel's symbols (\
        \(Symbol.allCases.map(\.rawValue).joined(separator: ", "))), an SF Symbols name such as \
        heart.fill or gearshape (the README lists them), or a Material icon name such as \
        favorite or settings
        """)
    }
    return .fontSymbol(icon)
  }

  /// The symbol name `value` gives, checked as `symbolKind` checks it.
  static func symbolName(_ value: SceneValue) throws(SceneError) -> String {
    _ = try symbolKind(value)
    return try value.string()
  }
}
