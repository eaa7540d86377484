import Testing

@testable import TourPreview

@Suite("A path's percent escapes")
struct PercentDecodingTests {
  @Test("escapes become their bytes; a bad escape or bytes that are not UTF-8 are nil")
  func decoding() {
    #expect(PercentDecoding.decoded("shots/home%20screen.png") == "shots/home screen.png")
    #expect(PercentDecoding.decoded("caf%C3%A9") == "café")
    #expect(PercentDecoding.decoded("%2e%2E/x") == "../x")
    #expect(PercentDecoding.decoded("plain") == "plain")
    #expect(PercentDecoding.decoded("") == "")
    #expect(PercentDecoding.decoded("100%") == nil)
    #expect(PercentDecoding.decoded("%4") == nil)
    #expect(PercentDecoding.decoded("%zz") == nil)
    #expect(PercentDecoding.decoded("%FF") == nil)
  }
}
