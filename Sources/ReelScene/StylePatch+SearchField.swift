// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelRender
import ReelViews

/// A search field among a scene's views (`searchField:`), drawn as `UISearchTextField` draws one
/// (the view layer's `SearchTextField` metrics): a 36-point field in `tertiarySystemFill` with
/// 10-point continuous corners, a magnifying glass 8 points in, then the placeholder in
/// `secondaryLabel`, or the text typed into it (`typeText:`) in `label`.
extension StylePatch {
  /// The id a search field has when the scene gives it none.
  static let defaultSearchFieldID = "search"

  /// The `id` of the label that shows a search field's text.
  public static func searchTextID(ofField id: String) -> String { id + ".searchText" }

  /// The field of `searchField: placeholder` or `searchField: {placeholder}`, its id `id` (nil:
  /// `search`), in `traits`' colours.
  static func searchField(_ value: SceneValue, id: String?, traits: TraitCollection)
    throws(SceneError) -> ContentView
  {
    var placeholder = "Search"
    if value.isMapping {
      let m = try value.mapping(allowed: ["placeholder"])
      placeholder = try m["placeholder"]?.text() ?? placeholder
    } else if !value.isNull {
      placeholder = try value.text()
    }
    let id = id ?? defaultSearchFieldID
    let secondary = SystemColors.named("secondaryLabel", traits: traits)!
    var glassStyle = ItemStyle(fill: .clear)
    glassStyle.textProperties = TextProperties(font: Font(size: 17), color: secondary)
    let glass = ContentView(SymbolNames.kind(forSystemName: "magnifyingglass"), style: glassStyle)
    var textStyle = ItemStyle(fill: .clear, label: placeholder)
    textStyle.textProperties = TextProperties(
      font: .preferredFont(forTextStyle: .body), color: secondary)
    var text = ContentView(.label, style: textStyle)
    text.identifier = searchTextID(ofField: id)
    var rowStyle = ItemStyle(fill: .clear)
    rowStyle.content = [glass, text, ContentView(.spacer, style: ItemStyle(fill: .clear))]
    let margins = EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
    let row = ContentView(
      .stack(
        StackLayout(
          spacing: 6, alignment: .center, isLayoutMarginsRelativeArrangement: true,
          layoutMargins: margins)),
      style: rowStyle)
    var fieldStyle = ItemStyle(
      fill: SystemColors.named("tertiarySystemFill", traits: traits)!,
      cornerRadius: SearchTextField.cornerRadius)
    fieldStyle.cornerCurve = .continuous
    fieldStyle.content = [row]
    var field = ContentView(.view, style: fieldStyle, height: SearchTextField.height)
    field.identifier = id
    return field
  }
}
