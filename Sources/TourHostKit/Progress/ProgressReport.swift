import Foundation

/// What `tourhost state` prints.
public enum ProgressReport {
  /// One line a tour, then the events and the parameters.
  public static func list(_ store: ProgressStore) throws(ProgressStoreError) -> String {
    let tours = try store.tours()
    var lines = tours.isEmpty ? ["no tour is remembered"] : ["tour\tstarts\tlast start\tstate\tlast mark"]
    for tour in tours {
      lines.append([tour.id, String(tour.displayCount), tour.lastShown.map(time) ?? "-", state(tour),
        tour.lastMark.map(String.init) ?? "-"].joined(separator: "\t"))
    }
    let events = try store.eventCounts()
    if !events.isEmpty {
      lines.append("events: " + events.keys.sorted().map { "\($0) \(events[$0]!)" }.joined(separator: ", "))
    }
    let parameters = try store.parameters()
    if !parameters.isEmpty {
      lines.append("parameters: " + parameters.keys.sorted().map { "\($0) = \(parameters[$0]!)" }.joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }

  /// One tour, a field a line.
  public static func show(_ tour: TourProgress) -> String {
    [
      "tour: \(tour.id)", "state: \(state(tour))", "last mark: \(tour.lastMark.map(String.init) ?? "-")",
      "starts: \(tour.displayCount)", "start times: " + (tour.displays.isEmpty ? "-" : tour.displays.map(time).joined(separator: ", ")),
    ].joined(separator: "\n")
  }

  static func state(_ tour: TourProgress) -> String {
    if tour.completed { return "completed" }
    if tour.skipped { return "skipped" }
    if tour.seen { return "seen" }
    return tour.displayCount > 0 ? "started" : "new"
  }

  /// `2026-01-05T09:00:00Z`.
  static func time(_ seconds: Double) -> String {
    ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: seconds))
  }
}
