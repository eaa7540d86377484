import Foundation

/// Measures how a command's time and peak memory grow with its input: the command run on an
/// input of size 0, n and 2n, each in its own process (its peak resident size as `wait4`
/// reports it), so that nothing else the tests do is counted. The growth from n to 2n is
/// measured above the run of size 0 (start-up and the libraries), the best of `tries` for time.
/// Time is the processor time the command used (user and system), not the wall clock: the
/// tests run side by side on a machine of two cores, and a run that waits for a core while
/// another suite has it would count the wait as its reader's.
public enum ScalingProbe {
  /// One run: processor time (user and system), peak resident bytes and exit status.
  public struct Run: Sendable {
    public var seconds: Double
    public var peakBytes: Int
    public var status: Int32
  }

  /// The growth from n to 2n, above the run of size 0; memory with `slack` bytes added to
  /// each side, so that a reader that takes next to nothing is not judged by its noise.
  public struct Growth: CustomStringConvertible, Sendable {
    public var time: Double
    public var memory: Double
    public var runs: [Run]
    public var description: String {
      let figures = runs.map { String(format: "%.3f s %.1f MB", $0.seconds, Double($0.peakBytes) / 1e6) }.joined(separator: ", ")
      return String(format: "time ×%.2f, memory ×%.2f (base n, n, base 2n, 2n: %@)", time, memory, figures)
    }
  }

  /// The most time and peak memory may grow when the input doubles.
  public static let limit = 2.5
  /// Bytes added to both sides of the memory ratio.
  public static let slack = 4 << 20
  /// Seconds added to both sides of the time ratio: a reader whose share is a millisecond or
  /// two (smaller than the runs' jitter) reads as linear, while a quadratic one, whose share at
  /// 2n is four times its share at n, still reads as more than 2.5 once its share at n passes
  /// 5 ms.
  public static let timeSlack = 0.005

  /// Runs `executable` with `arguments` in `folder`, standard input and output at /dev/null.
  /// The command is started by a small Python process that reports its figures: Linux keeps
  /// the peak of the memory a process had before `exec`, and a child spawned from the test
  /// process (which shares its memory until `exec`) would carry the tests' own peak.
  public static func run(_ executable: String, _ arguments: [String], in folder: URL) -> Run {
    let measure = """
      import resource, subprocess, sys
      done = subprocess.run(sys.argv[2:], cwd=sys.argv[1], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
      used = resource.getrusage(resource.RUSAGE_CHILDREN)
      print(used.ru_utime + used.ru_stime, used.ru_maxrss, done.returncode)
      """
    let result = try? TourhostBinary.run(
      ["-c", measure, folder.path, executable] + arguments, executable: URL(fileURLWithPath: "/usr/bin/python3"))
    let figures = (result?.stdout ?? "").split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
    guard figures.count == 3, let seconds = Double(figures[0]), let kilobytes = Int(figures[1]), let status = Int32(figures[2]) else {
      return Run(seconds: 0, peakBytes: 0, status: -1)
    }
    return Run(seconds: seconds, peakBytes: kilobytes * 1024, status: status)
  }

  /// Builds the input of each size in a folder of its own (`make(n, folder)`) and runs the
  /// command on it; gives the growth from n to 2n. With `control`, the cost of each size is
  /// measured above the control of the same size (the same input but for what the reader
  /// reads: a script's own work to build a value, which is Lua's and not the reader's), else
  /// above the input of size 0.
  ///
  /// A growth past `limit` is measured again, up to `attempts` times in all, and the smallest
  /// is given: a busy machine (another suite on the same core, its caches and memory) slows one
  /// measurement now and then, while a reader that is not linear is past the limit every time.
  public static func growth(
    _ executable: String = TourhostBinary.url.path, arguments: [String], n: Int, tries: Int = 3, limit: Double = ScalingProbe.limit,
    attempts: Int = 3, make: (Int, TemporaryDirectory) -> Void, control: ((Int, TemporaryDirectory) -> Void)? = nil
  ) -> Growth {
    // Each input built once; then each try runs all four in turn, so that a stretch of a busy
    // machine slows every input alike rather than one of them.
    func built(_ size: Int, _ build: (Int, TemporaryDirectory) -> Void) -> TemporaryDirectory {
      let folder = TemporaryDirectory()
      build(size, folder)
      return folder
    }
    var folders = [built(n, make), built(2 * n, make)]
    if let control { folders += [built(n, control), built(2 * n, control)] } else { folders.append(built(0, make)) }
    var best = measure(folders, arguments, executable: executable, tries: tries, controlled: control != nil)
    for _ in 1..<max(attempts, 1) where best.time > limit || best.memory > limit {
      let again = measure(folders, arguments, executable: executable, tries: tries, controlled: control != nil)
      if max(again.time, again.memory) < max(best.time, best.memory) { best = again }
    }
    return best
  }

  /// One measurement of the growth over inputs built by `growth`: each try runs every input in turn.
  private static func measure(_ folders: [TemporaryDirectory], _ arguments: [String], executable: String, tries: Int, controlled: Bool)
    -> Growth
  {
    var all: [[Run]] = Array(repeating: [], count: folders.count)
    for _ in 0..<tries {
      for (index, folder) in folders.enumerated() { all[index].append(run(executable, arguments, in: folder.url)) }
    }
    let best = all.map { runs in
      var fastest = runs.min { $0.seconds < $1.seconds }!
      fastest.peakBytes = runs.map(\.peakBytes).min()!
      return fastest
    }
    let runs = [best[0], best[1]]
    let bases = controlled ? [best[2], best[3]] : [best[2], best[2]]
    let time = (runs[1].seconds - bases[1].seconds + timeSlack) / max(runs[0].seconds - bases[0].seconds + timeSlack, 1e-3)
    let grown = runs[1].peakBytes - bases[1].peakBytes + slack
    let memory = Double(grown) / Double(max(runs[0].peakBytes - bases[0].peakBytes, 0) + slack)
    return Growth(time: time, memory: memory, runs: [bases[0], runs[0], bases[1], runs[1]])
  }
}
