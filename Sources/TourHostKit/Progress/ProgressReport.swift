import FoundationEssentials
import TourCore

/// What `tourhost state` prints.
public enum ProgressReport {
  /// One line a tour, then the events and the parameters.
  public static func list(_ store: ProgressStore) throws(ProgressStoreError) -> String {
    let tours = try store.tours()
    var lines: [String] = []
    if tours.isEmpty {
      lines.append("no tour is remembered")
    } else {
      var rows = [["tour", "starts", "last start", "state", "last mark"]]
      for tour in tours {
        rows.append([tour.id, String(tour.displayCount), tour.lastShown.map(time) ?? "-", state(tour), tour.lastMark.map(String.init) ?? "-"])
      }
      lines += columns(rows)
    }
    let events = try store.eventCounts()
    if !events.isEmpty {
      lines.append("events: " + events.sortedByKey.map { "\($0) \($1)" }.joined(separator: ", "))
    }
    let parameters = try store.parameters()
    let times = try store.parameterTimes()
    if !parameters.isEmpty {
      let shown = parameters.sortedByKey.map { name, value in
        "\(name) = \(value.cut(toUTF8Bytes: String.longestShownValue))" + (times[name].map { " (set \(time($0)))" } ?? "")
      }
      lines.append("parameters: " + shown.joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }

  /// Rows as aligned columns, two spaces apart.
  static func columns(_ rows: [[String]]) -> [String] {
    let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1 ? cell : cell.padded(to: widths[column])
      }.joined(separator: "  ")
    }
  }

  /// One tour, a field a line; then its rules, each with what is counted for it (`✔ event
  /// productViewed: 3 in the last 7 days, needs 3`), when they are given.
  public static func show(_ tour: TourProgress, rules: [TourCondition]? = nil) -> String {
    var lines = [
      "tour: \(tour.id)", "state: \(state(tour))", "last mark: \(tour.lastMark.map(String.init) ?? "-")",
      "starts: \(tour.displayCount)", "start times: " + (tour.displays.isEmpty ? "-" : tour.displays.map(time).joined(separator: ", ")),
    ]
    if let invalidated = tour.invalidated { lines.append("invalidated: \(invalidated)") }
    if let rules { lines += ["rules:" + (rules.isEmpty ? " none" : "")] + rules.map { "  " + $0.line } }
    return lines.joined(separator: "\n")
  }

  static func state(_ tour: TourProgress) -> String {
    if tour.completed { return "completed" }
    if tour.skipped { return "skipped" }
    if tour.seen { return "seen" }
    return tour.displayCount > 0 ? "started" : "new"
  }

  /// `2026-01-05T09:00:00Z`.
  public static func time(_ seconds: Double) -> String {
    Date(timeIntervalSince1970: seconds).formatted(.iso8601)
  }
}
