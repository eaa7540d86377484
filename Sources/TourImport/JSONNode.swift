import Foundation

/// A JSON value, read with Foundation's JSONSerialization (which limits nesting to 512) and
/// turned into plain Swift values; a malformed file's error gets its line and column.
enum JSONNode: Equatable {
  case object([String: JSONNode])
  case array([JSONNode])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  static func parse(_ data: Data) throws(CaptureError) -> JSONNode {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "not valid JSON"
      var message = detail.replacingOccurrences(of: #" around character \d+"#, with: "", options: .regularExpression)
      if message.hasSuffix(".") { message.removeLast() }
      guard let range = detail.range(of: #"character (\d+)"#, options: .regularExpression),
        let offset = Int(detail[range].dropFirst("character ".count))
      else { throw CaptureError("invalid JSON: \(message.prefix(1).lowercased() + message.dropFirst())") }
      let (line, column) = position(of: offset, in: data)
      throw CaptureError("invalid JSON: \(message.prefix(1).lowercased() + message.dropFirst())", line: line, column: column)
    }
    return node(object)
  }

  /// Line and column (1-based, in characters) of a character offset.
  private static func position(of offset: Int, in data: Data) -> (Int, Int) {
    var line = 1
    var column = 1
    for (index, character) in String(decoding: data, as: UTF8.self).enumerated() {
      if index >= offset { break }
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }

  private static func node(_ value: Any) -> JSONNode {
    switch value {
    case let dictionary as [String: Any]: .object(dictionary.mapValues(node))
    case let array as [Any]: .array(array.map(node))
    case let string as String: .string(string)
    case let number as NSNumber:
      // JSONSerialization's true and false are NSNumbers of C type char.
      String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
    default: .null
    }
  }

  /// The value as text (a string, or a number written out).
  var text: String? {
    switch self {
    case .string(let text): text
    case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    default: nil
    }
  }

  /// The value as a finite number (or a string that is one).
  var number: Double? {
    switch self {
    case .number(let value): value.isFinite ? value : nil
    case .string(let text): Double(text).flatMap { $0.isFinite ? $0 : nil }
    default: nil
    }
  }
}
