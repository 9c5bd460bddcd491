// SPDX-License-Identifier: MIT
internal import CXML2
import Foundation
import ReelRender

/// An SVG file as librsvg will read it, parsed once by libxml2 (the parser librsvg uses) with
/// its entities and character references expanded and its DTD dropped, then written out again.
/// Checks run on this expanded text and librsvg is given exactly it, so nothing can be spelled
/// past them: `&#100;ata:`, `&d;ata:` and `d\61ta:` (a CSS escape) all read `data:` here.
/// External entities and DTDs are never loaded.
struct SVGDocument {
  /// The expanded document, UTF-8, without a DTD.
  let text: Data
  /// Every text a URL can hide in: attribute values, `<style>` contents and processing
  /// instructions, CSS escapes decoded.
  let urlTexts: [String]

  /// The filter primitive `feTurbulence` adds one octave of noise per `numOctaves`, each half the
  /// amplitude of the one before: from the 11th on they add under 1/1024 of the range, less than
  /// one step of an 8-bit channel, while each costs a pass over the filter region. Larger
  /// values are drawn as this many.
  static let maximumOctaves = 10

  /// Parses `data`.
  /// - Throws: when it is not well-formed XML, refers to external entities, expands past
  ///   libxml2's amplification limit, or has more than `maximumElements` elements once expanded.
  init(_ data: Data, maximumElements: Int) throws(ImageProblem) {
    _ = Self.noExternalEntities
    let options =
      Int32(XML_PARSE_NOENT.rawValue | XML_PARSE_NONET.rawValue)
      | Int32(XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
    let parsed = data.withUnsafeBytes { raw in
      xmlReadMemory(
        raw.bindMemory(to: CChar.self).baseAddress, Int32(raw.count), nil, nil, options)
    }
    guard let doc = parsed else { throw ImageProblem("the SVG file cannot be read") }
    defer { xmlFreeDoc(doc) }
    if let dtd = xmlGetIntSubset(doc) {
      xmlUnlinkNode(UnsafeMutablePointer(OpaquePointer(dtd)))
      xmlFreeDtd(dtd)
    }
    var walker = Walker(limit: maximumElements)
    try walker.visit(siblingsFrom: doc.pointee.children)
    urlTexts = walker.texts
    var memory: UnsafeMutablePointer<xmlChar>?
    var size: Int32 = 0
    xmlDocDumpMemory(doc, &memory, &size)
    guard let memory else { throw ImageProblem("the SVG file cannot be read") }
    defer { reel_xml_free(memory) }
    text = Data(bytes: memory, count: Int(size))
  }

  /// Makes libxml2 load no external entity or DTD anywhere in the process (librsvg included):
  /// an SVG is drawn from its own bytes only.
  private static let noExternalEntities: Void = {
    xmlSetExternalEntityLoader { _, _, _ in nil }
  }()
}
