/// Milliseconds measured over many saves: the percentiles the README reports.
struct Summary {
  let samples: [Double]

  /// The value below which `fraction` of the samples fall (nearest rank).
  func percentile(_ fraction: Double) -> Double {
    let sorted = samples.sorted()
    let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
  }

  var mean: Double { samples.reduce(0, +) / Double(samples.count) }

  /// `| path | saves | p50 | p99 | max | mean |`, in milliseconds to two places.
  func row(_ name: String) -> String {
    let cells = [percentile(0.5), percentile(0.99), samples.max() ?? 0, mean].map { String(format: "%.2f", $0) }
    return "| \(name) | \(samples.count) | " + cells.joined(separator: " | ") + " |"
  }
}
