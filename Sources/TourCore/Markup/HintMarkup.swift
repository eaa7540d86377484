import FoundationEssentials
import Synchronization

/// The small markup of a hint, a title or a `tour.t` string: the part of Markdown
/// that authors already write in tour libraries' bubbles. `**bold**`, `*italic*` (or `_italic_`),
/// `` `code` ``, a link `[text](id)` (its `id` goes to the tour's `didSelectLink`), an inline
/// image `![alt](file.png)`, a line break as a newline, and `\` before a mark to write the mark
/// itself. Bold and italic nest one inside the other (nesting is at most bold, italic and a
/// link deep, so hostile text cannot recurse far); an italic inside an italic, a bold inside a
/// bold or a link inside a link does not parse. A `*` or `_` followed by a space, or an `_`
/// inside a word, is text (as in CommonMark: `5 * 3`, `file_name`). A code span takes everything to its closing
/// backtick as written.
///
/// A string whose markup does not parse (a mark never closed, a link without its target) is
/// shown as written, whole, with the problem said once (`HintMarkup.Parsed.problem`).
public enum HintMarkup {
  /// One piece of text in one style, or an inline image.
  public struct Run: Hashable, Sendable {
    /// How a run's text is set.
    public struct Style: OptionSet, Hashable, Sendable {
      /// The styles as bits: bold 1, italic 2, code 4.
      public let rawValue: Int
      /// The styles of `rawValue`'s bits.
      public init(rawValue: Int) { self.rawValue = rawValue }
      /// `**bold**`.
      public static let bold = Style(rawValue: 1)
      /// `*italic*` or `_italic_`.
      public static let italic = Style(rawValue: 2)
      /// `` `code` ``: DejaVu Sans Mono.
      public static let code = Style(rawValue: 4)
    }

    /// The text (an image's `alt`).
    public var text: String
    /// How it is set: bold, italic, code, or plain (none).
    public var style: Style
    /// The link the run belongs to: the `id` its tap sends.
    public var link: String?
    /// For an inline image, its file (relative to the script's folder).
    public var image: String?

    /// A run of `text`; an image when `image` names its file.
    public init(_ text: String, style: Style = [], link: String? = nil, image: String? = nil) {
      self.text = text
      self.style = style
      self.link = link
      self.image = image
    }
  }

  /// A string read as markup: its runs in order, or the string as written when its markup does
  /// not parse, with why.
  public struct Parsed: Hashable, Sendable {
    /// The runs in reading order, neighbours of one style and link joined.
    public var runs: [Run]
    /// Why the markup did not parse (`** at 6 is never closed`); nil when it did.
    public var problem: String?

    /// The text as a screen reader reads it: the runs' texts, an image as its `alt`.
    public var plainText: String { runs.reduce(into: "") { $0 += $1.text } }

    /// Whether the runs say more than `source` as written: a style, a link, an image, or an
    /// escaped mark.
    public func isStyled(comparedTo source: String) -> Bool {
      runs.contains { !$0.style.isEmpty || $0.link != nil || $0.image != nil } || plainText != source
    }
  }

  /// Counts the texts read (with a mark to read) in a task: how a test proves a hint is read
  /// once, however many times it is laid out and drawn.
  @TaskLocal public static var readings: ReadingCount?

  /// A count of texts read.
  public final class ReadingCount: Sendable {
    private let value = Mutex(0)

    public init() {}

    /// How many texts were read.
    public var count: Int { value.withLock { $0 } }

    func add() { value.withLock { $0 += 1 } }
  }

  /// Reads `text` as markup. Views read their texts through `MarkupText`, once each.
  public static func parse(_ text: String) -> Parsed {
    // Most text has no mark at all: nothing to read.
    guard mayHaveMarks(text) else {
      return Parsed(runs: text.isEmpty ? [] : [Run(text)], problem: nil)
    }
    readings?.add()
    var reader = MarkupReader(Array(text))
    do throws(MarkupReader.Problem) {
      let runs = try reader.runs(until: nil, style: [], link: nil)
      return Parsed(runs: merged(runs), problem: nil)
    } catch {
      return Parsed(runs: text.isEmpty ? [] : [Run(text)], problem: error.message)
    }
  }

  /// Whether `text` has a byte that can begin a mark (`*`, `_`, `` ` ``, `[`, `!`, `\`): text
  /// without one is plain, and is not read.
  static func mayHaveMarks(_ text: String) -> Bool {
    text.utf8.contains { byte in
      switch byte {
      case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "!"), UInt8(ascii: "\\"): true
      default: false
      }
    }
  }

  /// Neighbouring runs of the same style and link, joined.
  private static func merged(_ runs: [Run]) -> [Run] {
    var out: [Run] = []
    for run in runs where !run.text.isEmpty || run.image != nil {
      if let last = out.last, last.style == run.style, last.link == run.link, last.image == nil, run.image == nil {
        out[out.count - 1].text += run.text
      } else {
        out.append(run)
      }
    }
    return out
  }
}

/// Reads markup character by character; each mark opens a span read to its closing mark.
private struct MarkupReader {
  struct Problem: Error {
    var message: String
    /// False for "the text ended before the closing mark": the span that opened it says where.
    var located = true
  }

  private let characters: [Character]
  /// For each position, where its run of one mark (`*` or `_`) ends (the position itself
  /// when it holds no mark): found once, so that a text of 10,000 stars is read in linear time
  /// (each star counted its run to the end: 30 s).
  private let markRunEnds: [Int]
  private var index = 0

  init(_ characters: [Character]) {
    self.characters = characters
    var ends = Array(characters.indices)
    for position in characters.indices.reversed() where characters[position] == "*" || characters[position] == "_" {
      let continues = position + 1 < characters.count && characters[position + 1] == characters[position]
      ends[position] = continues ? ends[position + 1] : position + 1
    }
    markRunEnds = ends
  }

  /// The runs up to `closing` (consumed), or to the end when `closing` is nil.
  mutating func runs(until closing: String?, style: HintMarkup.Run.Style, link: String?) throws(Problem) -> [HintMarkup.Run] {
    var runs: [HintMarkup.Run] = []
    var plain = ""
    func flush() {
      if !plain.isEmpty { runs.append(HintMarkup.Run(plain, style: style, link: link)) }
      plain = ""
    }
    while index < characters.count {
      // Inside an italic inside a bold, a `**` that is not part of a longer run closes the
      // bold: the italic was never closed.
      if let closing, closing.count == 1, style.contains(.bold), markRun() == 2, looking(at: closing) {
        throw Problem(message: "\(closing) is never closed", located: false)
      }
      if let closing, looking(at: closing) {
        index += closing.count
        flush()
        return runs
      }
      let character = characters[index]
      switch character {
      case "\\" where index + 1 < characters.count && "\\*_`[]()!".contains(characters[index + 1]):
        plain.append(characters[index + 1])
        index += 2
      case "`":
        flush()
        runs.append(HintMarkup.Run(try code(), style: style.union(.code), link: link))
      case "*" where isLiteral(character), "_" where isLiteral(character):
        plain.append(character)
        index += 1
      case "*", "_":
        flush()
        runs += try emphasis(character, style: style, link: link)
      case "!" where index + 1 < characters.count && characters[index + 1] == "[":
        flush()
        index += 1
        let (alt, file) = try bracketed(at: index - 1)
        runs.append(HintMarkup.Run(alt, style: style, link: link, image: file))
      case "[":
        flush()
        guard link == nil else { throw Problem(message: "[ at \(index + 1) opens a link inside a link") }
        runs += try linked(style: style)
      default:
        plain.append(character)
        index += 1
      }
    }
    if let closing { throw Problem(message: "\(closing) is never closed", located: false) }
    flush()
    return runs
  }

  /// A link `[text](id)` from its `[`: its text's runs, each carrying the id.
  private mutating func linked(style: HintMarkup.Run.Style) throws(Problem) -> [HintMarkup.Run] {
    let opened = index
    index += 1
    let text: [HintMarkup.Run]
    do { text = try runs(until: "]", style: style, link: "") } catch {
      throw error.located ? error : Problem(message: "the link at \(opened + 1) has no ] after its text")
    }
    guard looking(at: "(") else { throw Problem(message: "the link at \(opened + 1) has no (id) after its ]") }
    let id = try target(at: opened)
    return text.map { run in
      var run = run
      run.link = id
      return run
    }
  }

  /// `**bold**` or `*italic*` (`_` alike) from its opening mark to its closing one.
  private mutating func emphasis(_ character: Character, style: HintMarkup.Run.Style, link: String?) throws(Problem) -> [HintMarkup.Run] {
    let mark = looking(at: String(repeating: character, count: 2)) ? String(repeating: character, count: 2) : String(character)
    let opened = index
    index += mark.count
    let inner: HintMarkup.Run.Style = mark.count == 2 ? .bold : .italic
    guard !style.contains(inner) else { throw Problem(message: "\(mark) at \(opened + 1) opens inside its own kind") }
    do { return try runs(until: mark, style: style.union(inner), link: link) } catch {
      throw error.located ? error : Problem(message: "\(mark) at \(opened + 1) is never closed")
    }
  }

  /// Whether the `*` or `_` here is text, as CommonMark reads it: its run of marks is followed
  /// by a space or ends the text (`5 * 3`), or an `_` stands inside a word (`file_name`).
  private func isLiteral(_ character: Character) -> Bool {
    let after = index + markRun()
    if after >= characters.count || characters[after].isWhitespace { return true }
    return character == "_" && index > 0 && (characters[index - 1].isLetter || characters[index - 1].isNumber)
  }

  /// How many of the same mark (`*` or `_`) start here.
  private func markRun() -> Int {
    guard index < characters.count else { return 0 }
    return markRunEnds[index] - index
  }

  private func looking(at mark: String) -> Bool {
    let marks = Array(mark)
    guard index + marks.count <= characters.count else { return false }
    return Array(characters[index..<index + marks.count]) == marks
  }

  /// The text after the opening mark here, as written, up to `closing` (both marks consumed);
  /// nil when `closing` never comes.
  private mutating func enclosed(by closing: Character) -> String? {
    index += 1
    guard let end = characters[index...].firstIndex(of: closing) else { return nil }
    defer { index = end + 1 }
    return String(characters[index..<end])
  }

  /// A code span from its backtick to the next one, as written.
  private mutating func code() throws(Problem) -> String {
    let opened = index
    guard let text = enclosed(by: "`") else { throw Problem(message: "` at \(opened + 1) is never closed") }
    return text
  }

  /// `[alt](file)` of an image: its alt text as written and its file.
  private mutating func bracketed(at opened: Int) throws(Problem) -> (String, String) {
    guard let alt = enclosed(by: "]") else { throw Problem(message: "the image at \(opened + 1) has no ] after its alt text") }
    guard looking(at: "(") else { throw Problem(message: "the image at \(opened + 1) has no (file) after its ]") }
    return (alt, try target(at: opened))
  }

  /// `(target)`: a link's id or an image's file, not empty.
  private mutating func target(at opened: Int) throws(Problem) -> String {
    guard let target = enclosed(by: ")") else { throw Problem(message: "( after the ] at \(opened + 1) is never closed") }
    let trimmed = String(target.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    guard !trimmed.isEmpty else { throw Problem(message: "the link or image at \(opened + 1) has an empty ()") }
    return trimmed
  }
}
