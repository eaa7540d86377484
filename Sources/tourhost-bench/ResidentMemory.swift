import Foundation

/// Resident memory of a process, from /proc.
enum ResidentMemory {
  /// VmRSS of `process` ("self" or a pid), in kibibytes; 0 when it cannot be read.
  static func kibibytes(of process: String) -> Int {
    let status = (try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }
}
