import Foundation

extension PlainValue: Decodable {
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let text = try? container.decode(String.self) {
      self = .string(text)
    } else if let items = try? container.decode([PlainValue].self) {
      self = .array(items)
    } else {
      self = .object(try container.decode([String: PlainValue].self))
    }
  }

  /// Parses JSON text; the error says where the text is wrong.
  static func parseJSON(_ data: Data) throws(DecodingError) -> PlainValue {
    do {
      return try JSONDecoder().decode(PlainValue.self, from: data)
    } catch let Swift.DecodingError.dataCorrupted(context) {
      let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey]
      throw DecodingError("invalid JSON: \(underlying as? String ?? context.debugDescription)")
    } catch {
      throw DecodingError("invalid JSON: \(error)")
    }
  }
}
