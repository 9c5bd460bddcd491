// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension CellAccessory {
  /// The view that shows the accessory: its symbol in an image view (at the body size, in its
  /// colour, an expanded outline chevron turned to point down), its text in a label, or the
  /// custom view.
  public func makeView() -> View {
    switch kind {
    case .customView:
      let view = customView ?? View(frame: .zero)
      if let tintColor { view.tintColor = tintColor }
      return view
    case .label:
      let label = Label()
      label.text = text
      label.font = font ?? .preferredFont(forTextStyle: .body)
      label.textColor = tintColor ?? Color(systemName: kind.colorName())
      return label
    default:
      return symbolView()
    }
  }

  private func symbolView() -> View {
    let selected = kind == .multiselect && isSelected
    let configuration = Image.SymbolConfiguration(
      pointSize: Kind.symbolPointSize, weight: kind.symbolWeight(selected: selected))
    let name = kind.symbolName(selected: selected) ?? ""
    let view = ImageView(image: Image(systemName: name, withConfiguration: configuration))
    let own = kind.colorName(selected: selected)
    let disc = kind == .delete || kind == .insert || selected ? backgroundColor : nil
    // The tint's own colour is inherited from the cell; the others are the kind's.
    if let color = disc ?? tintColor ?? (own == "tintColor" ? nil : Color(systemName: own)) {
      view.tintColor = color
    }
    if kind == .outlineDisclosure, isExpanded {
      view.transform = Transform2D(rotationAngle: .pi / 2)
    }
    return view
  }
}
