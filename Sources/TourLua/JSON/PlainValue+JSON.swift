import FoundationEssentials
import TourImport

extension PlainValue {
  /// Parses JSON text; the error says where the text is wrong (`3:14: a comma or '}' expected ...`).
  static func parseJSON(_ data: Data) throws(DecodingError) -> PlainValue {
    do { return try JSONDocument(Array(data)).value } catch {
      throw DecodingError("invalid JSON at \(error.position): \(error.problem)")
    }
  }
}
