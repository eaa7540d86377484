import Foundation
import TestSupport
import Testing

/// q, Ctrl-C and SIGTERM end the live mode within a second whatever the script does: here a
/// `tour.after` callback that keeps the loop busy for seconds at a time (long string copies,
/// within the time limit), again and again.
@Suite("Quitting a busy live run")
struct QuitWatchTests {
  static let busy = """
    return { id = "busy", screen = { width = 390, height = 844, views = { { id = "a", frame = { 10, 100, 100, 40 } } } },
      numberOfCoachMarks = 1,
      coachMarkAt = function(ctl, i) return ctl.helper:makeCoachMark { view = "a" } end,
      coachMarkViewsAt = function(ctl, i, m) return ctl.helper:makeDefaultCoachViews { hint = "h", next = "ok" } end,
      didShow = function()
        local function spin()
          tour.log("spinning")
          local a = ("x"):rep(4000000)
          for i = 1, 6000 do local b = a .. i end
          tour.after(0, spin)
        end
        tour.after(0, spin)
      end }
    """

  /// The process of the live run started in `folder` (its working folder).
  func livePID(in folder: TemporaryDirectory) -> Int32? {
    let target = folder.url.resolvingSymlinksInPath().path
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for entry in entries {
      guard let pid = Int32(entry),
        let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline").map({ String(decoding: $0, as: UTF8.self) }),
        command.contains("tourhost-live"), (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/cwd")) == target
      else { continue }
      return pid
    }
    return nil
  }

  /// Starts the busy tour, waits until its callback spins, does `stop`, and gives how long
  /// the run took to end and its exit status.
  func quit(_ stop: (TmuxSession, TemporaryDirectory) -> Void) throws -> (seconds: Double, status: String?) {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", Self.busy)
    let terminal = try TmuxSession(
      "\(TourhostBinary.url.path) run tour.lua --no-preview; echo $? > status.txt", in: folder.url)
    #expect(terminal.waitUntil { $0.contains { $0.contains("tourhost · busy") } })
    // The mark shows at 0.6 s and the callback spins from then on, seconds at a time, without
    // drawing: well inside a spin.
    usleep(1_500_000)
    let start = Date()
    stop(terminal, folder)
    #expect(terminal.waitUntil(timeout: 10) { _ in !terminal.isRunning })
    let seconds = Date().timeIntervalSince(start)
    return (seconds, folder.read("status.txt")?.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  @Test("q quits at once while a callback keeps the loop busy")
  func key() throws {
    let (seconds, status) = try quit { terminal, _ in terminal.press("q") }
    #expect(seconds < 1.5, "took \(seconds) s")
    #expect(status == "0")
  }

  @Test("SIGTERM ends the run within a second, status 130")
  func term() throws {
    let (seconds, status) = try quit { _, folder in
      if let pid = livePID(in: folder) { kill(pid, SIGTERM) }
    }
    #expect(seconds < 1.5, "took \(seconds) s")
    #expect(status == "130")
  }

  @Test("a key pressed while the loop is busy is served when it is free, without another key")
  func keyWhileBusy() throws {
    let folder = TemporaryDirectory()
    folder.write(
      "tour.lua",
      """
      return { id = "busy", screen = { width = 390, height = 844, views = { { id = "a", frame = { 10, 100, 100, 40 } } } },
        numberOfCoachMarks = 2,
        coachMarkAt = function(ctl, i) return ctl.helper:makeCoachMark { view = "a" } end,
        coachMarkViewsAt = function(ctl, i, m) return ctl.helper:makeDefaultCoachViews { hint = "h" .. i, next = "ok" } end,
        didShow = function(ctl, mark, index)
          if index ~= 1 then return end
          tour.after(1, function()
            local start, a = os.clock(), ("x"):rep(4000000)
            while os.clock() - start < 3 do local b = a .. "y" end
            tour.log("spun")
          end)
        end }
      """)
    // The spin is 3 s of processor time, not an amount of work: a loaded machine stretches it
    // in wall time but does not multiply it. Its work is in C (a 4 MB copy a turn), so it stays
    // far inside the instruction budget. Without the time limit, since on a loaded machine
    // those 3 s can pass 5 s of wall time, and the callback would be stopped before its last line.
    let terminal = try TmuxSession("\(TourhostBinary.url.path) run tour.lua --no-preview --time-limit 0", in: folder.url)
    // The mark shows at 0.6 s; a second later the callback spins for 3 s of processor time:
    // the key comes well inside the spin, past the time after which the watch reads the
    // terminal, and then nothing is scheduled that would wake the loop.
    // CI runs this beside the browser suites: a debug build can take many seconds to start there.
    #expect(terminal.waitUntil(timeout: 60) { $0.contains { $0.contains("mark 1 of 2 · showing") } })
    usleep(2_000_000)
    terminal.press("Right")
    // A loaded machine (CI runs the suites beside each other) may spin for much longer; the
    // mark moves once the spin is over, and the spin's last line is still in the event log.
    #expect(terminal.waitUntil(timeout: 60) { $0.contains { $0.contains("mark 2 of 2 · showing") } })
    #expect(terminal.screen.contains { $0.contains("spun") })
    terminal.press("q")
    #expect(terminal.waitUntil { _ in !terminal.isRunning })
  }
}
