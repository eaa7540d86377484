import FoundationEssentials
import TourCore
import TourLua

/// The faults a tour adds to the standard ones: `faults.lua` beside it returns a list, each a
/// kind (`"covered"`) or a table (`{ kind = "late", seconds = 30 }`).
enum FaultFile {
  /// The most faults it may add.
  static let mostFaults = 64

  /// The faults of the `faults.lua` beside `script`; none when there is no such file.
  static func faults(besides script: URL) throws(TourLoadError) -> [TargetFault] {
    guard let (entries, display) = try DataFile.faultEntries(besides: script, most: mostFaults) else { return [] }
    var faults: [TargetFault] = []
    for (offset, entry) in entries.enumerated() {
      switch fault(entry) {
      case .success(let fault): faults.append(fault)
      case .failure(let problem): throw TourLoadError("\(display): [\(offset + 1)]\(problem.message)")
      }
    }
    return faults
  }

  /// One entry as a fault; the problem after its place (`.kind: ...`).
  private static func fault(_ entry: DataFile.FaultEntry) -> Result<TargetFault, TourLoadError> {
    let kinds = TargetFault.Kind.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    guard let kind = TargetFault.Kind(rawValue: entry.kind) else { return .failure(TourLoadError(".kind: one of \(kinds) expected")) }
    guard kind == .late else {
      return entry.seconds == nil ? .success(TargetFault(kind)) : .failure(TourLoadError(".seconds: only a late fault has seconds"))
    }
    guard let seconds = entry.seconds, seconds > 0, seconds <= 86_400 else {
      return .failure(TourLoadError(".seconds: a late fault needs seconds from 0 to 86400"))
    }
    return .success(TargetFault(.late, seconds: seconds))
  }
}
