import FoundationEssentials
import TourCore
import TourLua

#if canImport(Glibc)
  import Glibc
#endif

/// Writes the trace as JSON Lines, one event a line, to a file or standard output. Lines are
/// buffered and written out by `flush()`, once the buffer holds 64 KiB, and at least every
/// 50 ms of wall time, so that a run killed by a CI timeout still shows where it was.
///
/// A write that fails (a full disk, `/dev/full`, a file that takes no writes) is kept, nothing
/// more is written, and the next `flush()` throws it, so that the runner can say so and stop.
public final class TraceWriter: TraceRecorder {
  private let output: FileOutput
  private let closesOutput: Bool
  private var buffer: [UInt8] = []
  /// When the buffer was last written, in nanoseconds of the monotonic clock.
  private var flushedAt = TraceWriter.monotonicNanoseconds()
  /// The first write that failed.
  public private(set) var failure: OutputError?
  /// The most one run writes (256 MiB): past it one warning says so, nothing more is written,
  /// and the run fails (a hook logging a megabyte string in a loop fills no disk).
  public static let largestTrace = 256 << 20
  /// Bytes written and buffered so far.
  private var size = 0
  /// Whether the trace reached `largestTrace`.
  public private(set) var isCapped = false
  /// A trace at its cap takes no more: the run ends.
  public var isFull: Bool { isCapped }
  /// Called for every line, after it is written.
  public var onRecord: ((TraceRecord) -> Void)?

  /// A writer to standard output.
  public init() {
    output = .standardOutput(writing: "the trace")
    closesOutput = false
  }

  /// A writer to the file at `path` (created or truncated, opened where it is: a symbolic link
  /// or `/dev/null` stays what it is).
  public init(path: String) throws(OutputError) {
    output = try FileOutput.open(path, writing: "the trace")
    closesOutput = true
  }

  deinit {
    if closesOutput { try? output.close() }
  }

  /// Writes `record` as one line.
  public func record(_ record: TraceRecord, at time: Instant) {
    guard !isCapped else { return }
    let before = buffer.count
    TraceEncoding.write(record, at: time, appendingTo: &buffer)
    buffer.append(UInt8(ascii: "\n"))
    size += buffer.count - before
    if size > Self.largestTrace {
      buffer.removeLast(buffer.count - before)
      isCapped = true
      let warning = TraceRecord.tour(
        .warning(message: "the trace reached \(Self.largestTrace) bytes, the most one run writes; nothing more is written"))
      TraceEncoding.write(warning, at: time, appendingTo: &buffer)
      buffer.append(UInt8(ascii: "\n"))
    }
    if buffer.count >= 1 << 16 || Self.monotonicNanoseconds() - flushedAt >= 50_000_000 { try? flush() }
    onRecord?(record)
  }

  private static func monotonicNanoseconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
  }

  /// Writes what is buffered.
  /// - Throws: the first write that failed, now or before.
  public func flush() throws(OutputError) {
    if let failure { throw failure }
    flushedAt = Self.monotonicNanoseconds()
    guard !buffer.isEmpty else { return }
    defer { buffer.removeAll(keepingCapacity: true) }
    do {
      try output.write(buffer)
    } catch {
      failure = error
      throw error
    }
  }
}
