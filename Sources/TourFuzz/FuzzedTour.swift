import TourCore
import TourHostKit
import TourLua

/// What the fuzz targets that run tours share: the limits their scripts run under (small, so
/// that runaway scripts end fast) and a recorder of the script errors a run reports.
enum FuzzedTour {
  static let limits = LuaConfiguration(instructionBudget: 200_000, memoryLimit: 16 << 20)
}

/// The messages of the script errors a run reported, in order.
final class ScriptErrors: TraceRecorder {
  private(set) var messages: [String] = []

  func record(_ record: TraceRecord, at time: Instant) {
    if case .script(.error(let message, _)) = record { messages.append(message) }
  }
}
