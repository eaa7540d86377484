import FoundationEssentials
import Synchronization

/// A hint's or a title's text as written, with its markup (`HintMarkup`) read once: however
/// many times the view is sized, laid out at another width, drawn, read aloud and checked, the
/// text is parsed at most once, when first asked. Copies share the reading, and so do texts
/// made again of the same string (the views `makeDefaultCoachViews` read, handed to the script
/// and read back when `coachMarkViewsAt` returns them; a mark asked for again): the last
/// `keptReadings` texts with marks keep theirs. Two are equal when their texts are.
public struct MarkupText: Hashable, Sendable {
  /// The text as written.
  public let source: String
  /// Whether the text has a byte that can begin a mark: one without is plain, never read.
  private let hasMarks: Bool
  private let reading: Reading

  /// `source`, not read yet.
  public init(_ source: String) {
    self.source = source
    hasMarks = HintMarkup.mayHaveMarks(source)
    reading = hasMarks ? Self.kept.reading(of: source) : Reading()
  }

  /// How many texts with marks keep their reading for a text made again of the same string.
  static let keptReadings = 256
  private static let kept = KeptReadings()

  /// The markup read: its runs, or the text as written with why it did not parse.
  public var parsed: HintMarkup.Parsed { reading.read(source).parsed }

  /// The runs to draw in their faces, or nil when the text is drawn as written (no marks, or
  /// marks that do not parse). Found with the reading, not at each width the text is sized at.
  public var styledRuns: [HintMarkup.Run]? { hasMarks ? reading.read(source).styled : nil }

  /// The text as a screen reader reads it.
  public var plainText: String { hasMarks ? parsed.plainText : source }

  public static func == (left: MarkupText, right: MarkupText) -> Bool { left.source == right.source }

  public func hash(into hasher: inout Hasher) { hasher.combine(source) }

  /// The parse and the runs to draw, made once and kept (a class: the struct's copies share
  /// it).
  private final class Reading: Sendable {
    private let kept = Mutex<(parsed: HintMarkup.Parsed, styled: [HintMarkup.Run]?)?>(nil)

    func read(_ source: String) -> (parsed: HintMarkup.Parsed, styled: [HintMarkup.Run]?) {
      kept.withLock { kept in
        if let kept { return kept }
        let parsed = HintMarkup.parse(source)
        let read = (parsed, parsed.problem == nil && parsed.isStyled(comparedTo: source) ? parsed.runs : nil)
        kept = read
        return read
      }
    }
  }

  /// The readings of the last `keptReadings` texts with marks, by text; the oldest goes first.
  private final class KeptReadings: Sendable {
    private struct Kept {
      var readings: [String: Reading] = [:]
      var order: [String] = []
      var oldest = 0
    }
    private let kept = Mutex(Kept())

    func reading(of source: String) -> Reading {
      kept.withLock { kept in
        if let known = kept.readings[source] { return known }
        let reading = Reading()
        if kept.order.count < MarkupText.keptReadings {
          kept.order.append(source)
        } else {
          kept.readings[kept.order[kept.oldest]] = nil
          kept.order[kept.oldest] = source
          kept.oldest = (kept.oldest + 1) % kept.order.count
        }
        kept.readings[source] = reading
        return reading
      }
    }
  }
}
