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

  /// Parses JSON text; the error says where the text is wrong (`line 3, column 4: ...`).
  static func parseJSON(_ data: Data) throws(DecodingError) -> PlainValue {
    do {
      return try JSONDecoder().decode(PlainValue.self, from: data)
    } catch {
      throw DecodingError("invalid JSON" + location(ofErrorIn: data))
    }
  }

  /// Where JSONSerialization finds the text wrong, as `": line L, column C: problem"`.
  private static func location(ofErrorIn data: Data) -> String {
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return ""
    } catch {
      guard let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String else { return "" }
      let problem = detail.components(separatedBy: " around character").first ?? detail
      guard let range = detail.range(of: "character "),
        let offset = Int(detail[range.upperBound...].prefix(while: \.isNumber))
      else { return ": " + detail }
      let before = data.prefix(offset)
      let line = before.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
      let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
      return ": line \(line), column \(column): \(problem.prefix(1).lowercased() + problem.dropFirst())"
    }
  }
}
