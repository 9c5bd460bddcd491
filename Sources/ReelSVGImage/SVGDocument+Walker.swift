// SPDX-License-Identifier: MIT
internal import CXML2
import Foundation
import ReelRender

extension SVGDocument {
  /// One pass over the parsed tree: counts elements, collects the texts URLs can hide in and
  /// bounds `feTurbulence`'s octaves.
  struct Walker {
    let limit: Int
    var elements = 0
    var texts: [String] = []

    init(limit: Int) { self.limit = limit }

    /// Visits `first` and its following siblings, depth first, without recursion (a deeply
    /// nested file cannot exhaust the stack).
    mutating func visit(siblingsFrom first: xmlNodePtr?) throws(ImageProblem) {
      var stack: [xmlNodePtr] = []
      var next = first
      while let node = next ?? stack.popLast()?.pointee.next {
        next = nil
        switch node.pointee.type {
        case XML_ELEMENT_NODE:
          elements += 1
          guard elements <= limit else {
            throw ImageProblem("the SVG file has over \(limit) elements")
          }
          visitElement(node)
          if let child = node.pointee.children {
            stack.append(node)
            next = child
            continue
          }
        case XML_PI_NODE:
          texts.append(Self.cssUnescaped(Self.string(node.pointee.content)))
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
          if let parent = node.pointee.parent, Self.string(parent.pointee.name) == "style" {
            texts.append(Self.cssUnescaped(Self.string(node.pointee.content)))
          }
        default:
          break
        }
        next = node.pointee.next
      }
    }

    private mutating func visitElement(_ node: xmlNodePtr) {
      var attribute = node.pointee.properties
      while let current = attribute {
        let value = xmlNodeListGetString(node.pointee.doc, current.pointee.children, 1)
        texts.append(Self.cssUnescaped(Self.string(value)))
        if let value { reel_xml_free(value) }
        attribute = current.pointee.next
      }
      if Self.string(node.pointee.name) == "feTurbulence" { boundOctaves(node) }
    }

    /// Draws more than `maximumOctaves` as that many (see there).
    private func boundOctaves(_ node: xmlNodePtr) {
      guard let value = xmlGetProp(node, "numOctaves") else { return }
      defer { reel_xml_free(value) }
      let text = Self.string(value).trimmingCharacters(in: .whitespacesAndNewlines)
      guard let octaves = Double(text), octaves > Double(maximumOctaves) else { return }
      xmlSetProp(node, "numOctaves", "\(maximumOctaves)")
    }

    static func string(_ text: UnsafePointer<xmlChar>?) -> String {
      text.map { String(cString: $0) } ?? ""
    }

    static func string(_ text: UnsafeMutablePointer<xmlChar>?) -> String {
      string(UnsafePointer(text))
    }

    /// `text` with CSS escapes decoded: `\` and up to six hex digits (and one space after
    /// them) is that character, `\` and a line break nothing, `\` and any other character
    /// that character.
    static func cssUnescaped(_ text: String) -> String {
      guard text.contains("\\") else { return text }
      var result = ""
      var scalars = Array(text.unicodeScalars)[...]
      while let scalar = scalars.popFirst() {
        guard scalar == "\\", let first = scalars.first else {
          if scalar != "\\" { result.unicodeScalars.append(scalar) }
          continue
        }
        let hex = scalars.prefix(6).prefix { $0.properties.isASCIIHexDigit }
        if hex.isEmpty {
          scalars.removeFirst()
          if first != "\n" { result.unicodeScalars.append(first) }
          continue
        }
        scalars.removeFirst(hex.count)
        if let space = scalars.first, space == " " || space == "\n" || space == "\t" {
          scalars.removeFirst()
        }
        let code = UInt32(String(String.UnicodeScalarView(hex)), radix: 16) ?? 0xFFFD
        result.unicodeScalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
      }
      return result
    }
  }
}
