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

  /// Writes one line: the event's name, the mark it is about, the time.
  func write(_ name: String, index: Int?, at time: Instant) {
    let line = Line(event: name, index: index, t: time.seconds)
    guard let data = try? encoder.encode(line) else { return }
    FileHandle.standardOutput.write(data + Data("\n".utf8))
  }
}
