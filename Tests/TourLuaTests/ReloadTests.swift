import Foundation
import TestSupport
import Testing
import TourCore

/// Reloading a script in a running session: compile-then-commit into a fresh Lua state, with
/// `tour.state` carried over and the old version's pending work dropped.
@Suite("Reloading a script")
struct ReloadTests {
  /// A tour whose hooks log which version they belong to.
  static func tour(_ version: String, extra: String = "") -> String {
    ScriptRun.tour(
      marks: 2,
      """
      willShow = function(ctl, mark, index, change) tour.log("\(version)", index, change) end,
      \(extra)
      """)
  }

  func reload(_ run: ScriptRun, _ source: String) -> Bool {
    let file = run.directory.write("tour.lua", source)
    let loaded = run.session.reload(changed: file)
    run.session.settle()
    return loaded.isLoaded
  }

  @Test("the new version takes over on the same mark; tour.state survives, the rest starts afresh")
  func takesOver() throws {
    let run = try ScriptRun("tour.state.loads = (tour.state.loads or 0) + 1\nlocal counter = 0\n" + Self.tour("v1"))
    run.start().input("next")
    #expect(reload(run, "tour.state.loads = (tour.state.loads or 0) + 1\ntour.log('loads', tour.state.loads)\n" + Self.tour("v2")))
    #expect(run.logs == ["v1\t1\tnone", "v1\t2\tnone", "loads\t2", "v2\t2\treload"])
    #expect(run.log.lines(["reload", "log"]).suffix(3) == ["1.2 reload tour.lua", "1.2 log loads\t2", "1.2 log v2\t2\treload"])
    #expect(run.errors == [])
  }

  @Test("what cannot survive in tour.state is dropped with a warning")
  func unplainState() throws {
    let run = try ScriptRun(Self.tour("v1", extra: "go = function() tour.state.callback = function() end end,"))
    run.start().input("call go")
    #expect(reload(run, Self.tour("v2", extra: "go = function() tour.state = 5 end,")))
    #expect(run.warnings == ["tour.state could not be kept across the reload (callback: function values cannot be stored here); it starts empty"])
    run.input("call go")
    #expect(reload(run, Self.tour("v3")))
    #expect(run.warnings.last == "tour.state must be a table to survive a reload, got number; it starts empty")
  }

  @Test("a hook waiting in the old version, and its tour.after callbacks, are dropped")
  func pendingWorkDropped() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        willShow = function(ctl, mark, index, change)
          tour.after(5, function() tour.log("late callback") end)
          tour.log("waiting", change)
          tour.wait(10)
          tour.log("woke up")
        end,
        """))
    run.session.start()
    run.session.timeline.advance(to: Instant(microseconds: 1_000_000))
    #expect(run.tour.hasSuspendedHooks)
    #expect(reload(run, Self.tour("v2")))
    run.input("wait 20")
    #expect(run.logs == ["waiting\tnone", "v2\t1\treload"])
    #expect(run.errors == [])
  }

  @Test("a version that does not load: reloadFailed, and the old one runs on")
  func failedReload() throws {
    let run = try ScriptRun(Self.tour("v1"))
    run.start()
    #expect(!reload(run, "local helper = require \"helper\"\n" + Self.tour("v2")))
    #expect(
      run.log.lines(["reloadFailed"]) == [
        "0.6 reloadFailed tour.lua tour.lua:1: module 'helper' not found: no file 'helper.lua' (require looks beside the script only)"
      ])
    #expect(run.session.watchedFiles.map(\.lastPathComponent).sorted() == ["helper.lua", "tour.lua"])
    run.input("next")
    #expect(run.logs == ["v1\t1\tnone", "v1\t2\tnone"])
    #expect(!reload(run, "return 5"))
    #expect(run.log.lines(["reloadFailed"]).last == "1.2 reloadFailed tour.lua tour.lua: the script must return a table, got number")
  }

  @Test("script errors count over every version, and the new version's warnings follow its reload event")
  func errorsAndWarnings() throws {
    let run = try ScriptRun(Self.tour("v1", extra: "go = function() error('first') end,"))
    run.start().input("call go")
    #expect(run.session.errorCount == 1)
    #expect(reload(run, Self.tour("v2", extra: "wilShow = 1,")))
    #expect(run.session.errorCount == 1)
    let lines = run.log.lines(["reload", "warning"])
    #expect(lines.first == "0.6 reload tour.lua")
    #expect(Array(lines.dropFirst()) == ["0.6 warning tour.lua:18: unknown tour field 'wilShow' is ignored; did you mean 'willShow'?"])
  }

  @Test("a mark that failed in the version before is counted again after a save: the step count is recomputed")
  func stepCountAfterFix() throws {
    func source(_ second: String) -> String {
      """
      return { id = "t", screen = { width = 390, height = 844, views = { { id = "a", frame = { 10, 100, 100, 40 } },
        { id = "b", frame = { 10, 300, 100, 40 } }, { id = "c", frame = { 10, 500, 100, 40 } } } },
        numberOfCoachMarks = 3,
        coachMarkAt = function(ctl, i) return ctl.helper:makeCoachMark { view = ({ "a", "\(second)", "c" })[i] } end,
        coachMarkViewsAt = function(ctl, i, m) return ctl.helper:makeDefaultCoachViews { hint = "{current} of {total}", next = "ok" } end }
      """
    }
    let run = try ScriptRun(source("typo"))
    run.start().input("next")
    // Mark 2's view does not exist: it is skipped, and mark 3 reads "2 of 3" (the total is the
    // one the run began with).
    let before = run.log.lines(["announce"])
    #expect(before.count == 2 && before[1].contains("2 of 3. Step 2 of 3."), "\(before)")
    #expect(reload(run, source("b")))
    // Fixed: the save counts mark 2 again, so mark 3 reads "3 of 3".
    let after = run.log.lines(["announce"])
    #expect(after.count == 3 && after[2].contains("3 of 3."), "\(after)")
  }

  /// A tour of the steps `steps` (`view:hint`), over views a to f, and the hint each shows.
  static func steps(_ steps: [String], ids: Bool = false) -> String {
    let list = steps.map { step in
      let parts = step.split(separator: ":").map(String.init)
      return "{ view = \"\(parts[0])\", hint = \"\(parts[1])\"" + (ids ? ", id = \"\(parts[1])\" }" : " }")
    }
    return """
      local steps = { \(list.joined(separator: ", ")) }
      return { id = "t", screen = { width = 390, height = 844, views = {
          { id = "a", frame = { 10, 100, 100, 40 } }, { id = "b", frame = { 10, 200, 100, 40 } },
          { id = "c", frame = { 10, 300, 100, 40 } }, { id = "d", frame = { 10, 400, 100, 40 } },
          { id = "e", frame = { 10, 500, 100, 40 } }, { id = "f", frame = { 10, 600, 100, 40 } } } },
        numberOfCoachMarks = #steps,
        coachMarkAt = function(ctl, i) return ctl.helper:makeCoachMark { view = steps[i].view, id = steps[i].id } end,
        coachMarkViewsAt = function(ctl, i, m) return ctl.helper:makeDefaultCoachViews { hint = steps[i].hint, next = "ok" } end,
        didShow = function(ctl, mark, i, change) tour.log(i, steps[i].hint, change) end }
      """
  }

  static let five = ["a:A", "b:B", "c:C", "d:D", "e:E"]

  @Test("a save that deletes or inserts a step before the one on show keeps that step on show, at its new number")
  func stepKeptByIdentity() throws {
    let run = try ScriptRun(Self.steps(Self.five))
    run.start().input("next").input("next")
    #expect(run.logs.last == "3\tC\tnone")
    #expect(reload(run, Self.steps(Array(Self.five.dropFirst()))))
    #expect(run.logs.last == "2\tC\treload")
    #expect(reload(run, Self.steps(["f:F", "a:A"] + Self.five.dropFirst())))
    #expect(run.logs.last == "4\tC\treload")
    // Its hint edited, on the same view: still the step.
    #expect(reload(run, Self.steps(["f:F", "a:A", "b:B", "c:C, edited", "d:D", "e:E"])))
    #expect(run.logs.last == "4\tC, edited\treload")
    // Moved to another view with its hint: found by its hint.
    #expect(reload(run, Self.steps(["c:C, edited", "f:F", "a:A", "b:B", "d:D", "e:E"])))
    #expect(run.logs.last == "1\tC, edited\treload")
    #expect(run.errors == [])
  }

  @Test("a typo that skips the step on show, and its fix, come back to it")
  func typoAndFix() throws {
    let run = try ScriptRun(Self.steps(Self.five))
    run.start().input("next").input("next")
    #expect(reload(run, Self.steps(["a:A", "b:B", "cc:C", "d:D", "e:E"])))
    // The typo skips step 3: step 4 shows, and its fix brings step 3 back, not step 4's number.
    #expect(run.logs.last == "4\tD\treload")
    #expect(reload(run, Self.steps(["b:B", "c:C", "d:D", "e:E"])))
    #expect(run.logs.last == "2\tC\treload")
    // A next after it follows the new step.
    run.input("next")
    #expect(reload(run, Self.steps(Self.five)))
    #expect(run.logs.last == "4\tD\treload")
  }

  @Test("a fix saved while the mark the typo brought is still appearing comes back to the step too")
  func fixWhileAppearing() throws {
    let run = try ScriptRun(Self.steps(Self.five))
    run.start().input("next").input("next")
    let typo = run.directory.write("tour.lua", Self.steps(["a:A", "b:B", "cc:C", "d:D", "e:E"]))
    #expect(run.session.reload(changed: typo).isLoaded)
    // Step D is appearing (no didShow yet) when the fix is saved.
    #expect(reload(run, Self.steps(Self.five)))
    #expect(run.logs.last == "3\tC\treload")
  }

  @Test("two steps on one view are told apart by their hints; with ids given, the id is the step")
  func sameViewAndIDs() throws {
    let run = try ScriptRun(Self.steps(["a:A", "c:first on c", "c:second on c", "d:D"]))
    run.start().input("next").input("next")
    #expect(run.logs.last == "3\tsecond on c\tnone")
    #expect(reload(run, Self.steps(["c:first on c", "c:second on c", "d:D"])))
    #expect(run.logs.last == "2\tsecond on c\treload")
    let named = try ScriptRun(Self.steps(["a:A", "b:B", "c:C"], ids: true))
    named.start().input("next")
    #expect(reload(named, Self.steps(["b:B", "a:A", "c:C"], ids: true)))
    #expect(named.logs.last == "1\tB\treload")
  }
}
