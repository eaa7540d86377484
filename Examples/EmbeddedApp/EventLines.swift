import Foundation
import TourCore

/// Writes events to standard output as JSON Lines: `{"event":"didShow","index":2,"t":1.25}`.
struct EventLines {
  private struct Line: Encodable {
    let event: String
    let index: Int?
    let t: Double
  }

  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  private struct DecisionLine: Encodable {
    let decision: String
    let trigger: String
    let t: Double
  }

  /// Writes one verdict of the app's decision point: `{"decision":"promo: waiting: ...","t":1.5,"trigger":"screen cart"}`.
  func write(decision: String, trigger: String, at time: Instant) {
    guard let data = try? encoder.encode(DecisionLine(decision: decision, trigger: trigger, t: time.seconds)) else { return }
    FileHandle.standardOutput.write(data + Data("\n".utf8))
  }

  /// Writes one line: the event's name, the mark it is about, the time.
  func write(_ name: String, index: Int?, at time: Instant) {
    let line = Line(event: name, index: index, t: time.seconds)
    guard let data = try? encoder.encode(line) else { return }
    FileHandle.standardOutput.write(data + Data("\n".utf8))
  }
}
