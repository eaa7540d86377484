import FoundationEssentials

/// Fills a string's placeholders as Foundation's `String(format:)` and Android's
/// `getString(id, args...)` fill them: `%@` and `%s` with text, `%d`, `%i`, `%u` (with the
/// length modifiers `l`, `ll`, `q`, `h`, `z`) with whole numbers, `%f` (with a precision,
/// `%.2f`) with numbers, `%%` as `%`; `%1$@`, `%2$lld`, `%1$s` take arguments by position.
/// Numbers are written without grouping, as both do by default; `%d` and `%f` with the
/// locale's digits and decimal separator (`NumberSymbols`), `%@` and `%s` as they are.
public enum StringFormat {
  /// One placeholder of a string.
  public struct Placeholder: Hashable, Sendable {
    /// The argument it takes, from 1.
    public var argument: Int
    /// `@` or `s` (text), `d` (whole number), `f` (number).
    public var kind: Character
    /// How it is written (`%1$@`, `%lld`).
    public var text: String
    /// Its range in the string's scalars (for tools that keep placeholders untouched).
    public var range: Range<Int>
  }

  /// A value to fill a placeholder with.
  public enum Argument: Hashable, Sendable {
    case text(String)
    case number(Double)
  }

  /// A placeholder that cannot be filled.
  public struct FormatError: Error, Hashable, Sendable {
    /// What is wrong with the placeholder.
    public var message: String
    /// The argument it is about, from 1 (nil: the string as a whole).
    public var argument: Int?
    /// An error saying `message`, about `argument`.
    public init(message: String, argument: Int? = nil) {
      self.message = message
      self.argument = argument
    }
  }

  /// The placeholders of `format`, in order (`%%` is not one).
  public static func placeholders(in format: String) -> [Placeholder] {
    var found: [Placeholder] = []
    let scalars = Array(format.unicodeScalars)
    var index = 0
    var sequential = 0
    while index < scalars.count {
      guard scalars[index] == "%" else {
        index += 1
        continue
      }
      guard let (placeholder, end) = parse(scalars, at: index, sequential: &sequential) else {
        index += scalars.count > index + 1 && scalars[index + 1] == "%" ? 2 : 1
        continue
      }
      found.append(placeholder)
      index = end
    }
    return found
  }

  /// The most bytes a filled text may take: ten times a mark's text (10,000 characters of up
  /// to 4 bytes), so that `%1$@` ten thousand times over a long argument stops as soon as the
  /// result is longer than any text can be (it took 18 s, past the scripts' time limit).
  public static let longestResult = 400_000

  /// `format` with its placeholders filled from `arguments`.
  /// - Throws: a placeholder without its argument, or a result longer than `longestResult`.
  public static func fill(_ format: String, with arguments: [Argument], numbers: NumberSymbols = .plain) throws(FormatError) -> String {
    let scalars = Array(format.unicodeScalars)
    var out = ""
    var index = 0
    var sequential = 0
    while index < scalars.count {
      guard out.utf8.count <= longestResult else {
        throw FormatError(message: "the filled text passes \(longestResult) bytes, more than any text a mark shows")
      }
      guard scalars[index] == "%" else {
        out.unicodeScalars.append(scalars[index])
        index += 1
        continue
      }
      if index + 1 < scalars.count, scalars[index + 1] == "%" {
        out.append("%")
        index += 2
        continue
      }
      guard let (placeholder, end) = parse(scalars, at: index, sequential: &sequential) else {
        out.unicodeScalars.append(scalars[index])
        index += 1
        continue
      }
      guard placeholder.argument <= arguments.count else {
        throw FormatError(
          message: "\(placeholder.text) needs argument \(placeholder.argument), but \(arguments.count) "
            + (arguments.count == 1 ? "was" : "were") + " given")
      }
      do throws(FormatError) { out += try render(placeholder, arguments[placeholder.argument - 1], numbers) } catch {
        throw FormatError(message: error.message, argument: placeholder.argument)
      }
      index = end
    }
    guard out.utf8.count <= longestResult else {
      throw FormatError(message: "the filled text passes \(longestResult) bytes, more than any text a mark shows")
    }
    return out
  }

  private static func render(_ placeholder: Placeholder, _ argument: Argument, _ numbers: NumberSymbols) throws(FormatError) -> String {
    switch (placeholder.kind, argument) {
    case ("@", .text(let text)), ("s", .text(let text)): return text
    case ("@", .number(let number)), ("s", .number(let number)): return text(of: number)
    case ("d", .number(let number)):
      guard number == number.rounded(), abs(number) < 9.2e18 else {
        throw FormatError(message: "\(placeholder.text) needs a whole number, got \(text(of: number))")
      }
      return numbers.localized(String(Int64(number)))
    case ("f", .number(let number)):
      let precision = placeholder.text.split(separator: ".").dropFirst().first.flatMap { Int($0.prefix { $0.isNumber }) } ?? 6
      return numbers.localized(String(printf: "%.\(min(precision, 20))f", number))
    case (_, .text(let text)):
      throw FormatError(message: "\(placeholder.text) needs a number, got the string \"\(text.quotedInMessage)\"")
    default:
      return ""
    }
  }

  /// A number as `%@` writes an NSNumber: whole numbers without a fraction.
  static func text(of number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
    return String(number)
  }

  /// Parses `%[n$][flags][width][.precision][length]conversion` at `start`.
  private static func parse(_ scalars: [Unicode.Scalar], at start: Int, sequential: inout Int) -> (Placeholder, Int)? {
    var index = start + 1
    var digits = ""
    while index < scalars.count, ("0"..."9").contains(scalars[index]) {
      digits.unicodeScalars.append(scalars[index])
      index += 1
    }
    var position: Int?
    if index < scalars.count, scalars[index] == "$", let number = Int(digits), number > 0 {
      position = number
      index += 1
    } else {
      index = start + 1
    }
    while index < scalars.count, "-+ #0".unicodeScalars.contains(scalars[index]) { index += 1 }
    while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
    if index < scalars.count, scalars[index] == "." {
      index += 1
      while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
    }
    while index < scalars.count, "hlqzjtL".unicodeScalars.contains(scalars[index]) { index += 1 }
    guard index < scalars.count else { return nil }
    let kind: Character
    switch scalars[index] {
    case "@": kind = "@"
    case "s", "S": kind = "s"
    case "d", "i", "u", "D", "U": kind = "d"
    case "f", "F", "g", "e": kind = "f"
    default: return nil
    }
    let argument: Int
    if let position {
      argument = position
    } else {
      sequential += 1
      argument = sequential
    }
    let text = String(String.UnicodeScalarView(scalars[start...index]))
    return (Placeholder(argument: argument, kind: kind, text: text, range: start..<(index + 1)), index + 1)
  }
}
