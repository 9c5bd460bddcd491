// SPDX-License-Identifier: MIT
import Testing

@testable import ReelComposition

/// `inspect --json`, chapters and summaries print numbers without float noise.
@Suite struct JSONValueTests {
  @Test func numbersKeepNineDecimalsWithoutNoise() {
    #expect(JSONValue.number(0.1 + 0.2).serialized() == "0.3")
    #expect(JSONValue.number(0.5000000000000001).serialized() == "0.5")
    #expect(JSONValue.number(-1e-12).serialized() == "0")
    #expect(JSONValue.number(1.0 / 3).serialized() == "0.333333333")
    #expect(JSONValue.number(12_345_678.25).serialized() == "12345678.25")
    #expect(JSONValue.number(3e20).serialized() == "3e+20")
    #expect(JSONValue.number(.nan).serialized() == "null")
  }
}
