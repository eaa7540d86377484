import Foundation
import TourCore
import TourHostKit
import TourLua
import TourRender

/// A tour script run in-process on the virtual clock, with its events collected.
public final class ScriptRun {
  public let directory = TemporaryDirectory()
  public let log = EventLog()
  public let session: TourSession

  /// Writes `source` as `tour.lua` (and `files` beside it) and loads it.
  public init(
    _ source: String, files: [String: String] = [:], data: [String: Data] = [:], configuration: LuaConfiguration = .standard,
    text: TextStack = TextStack(estimate: ApproximateTextMetrics()), environment: TourEnvironment = .standard
  ) throws(TourLoadError) {
    for (name, text) in files { directory.write(name, text) }
    for (name, bytes) in data { directory.write(name, data: bytes) }
    let script = directory.write("tour.lua", source)
    session = try TourSession(
      script: script, recorder: log, configuration: configuration, displayName: "tour.lua", text: text,
      environment: environment)
  }

  /// The message a script that does not load gets (written as `tour.lua`, with `files`
  /// beside it); nil when it loads.
  public static func loadFailure(
    _ source: String, files: [String: String] = [:], environment: TourEnvironment = .standard
  ) -> String? {
    do {
      _ = try ScriptRun(source, files: files, environment: environment)
      return nil
    } catch {
      return error.message
    }
  }

  public var controller: CoachMarksController { session.controller }
  public var tour: LuaTour { session.tour }

  /// Starts the tour and settles.
  @discardableResult
  public func start() -> ScriptRun {
    session.start()
    session.settle()
    return self
  }

  /// Applies input commands (as lines of an input file), settling before each but `wait` and
  /// after the last.
  @discardableResult
  public func input(_ lines: String...) -> ScriptRun {
    for line in lines {
      guard let command = try! InputParser.parse(line, line: 1, source: "test") else { continue }
      if case .wait = command {} else { session.settle() }
      guard !session.isFinished else { break }
      session.enter(command, as: line)
    }
    session.settle()
    return self
  }

  /// The messages of the `log` events.
  public var logs: [String] {
    log.records.compactMap { if case .script(.log(let message)) = $0 { message } else { nil } }
  }

  /// The messages of the `error` events.
  public var errors: [String] {
    log.records.compactMap { if case .script(.error(let message, _)) = $0 { message } else { nil } }
  }

  /// The messages of the `warning` events.
  public var warnings: [String] {
    log.events.compactMap { if case .warning(let message) = $0 { message } else { nil } }
  }

  /// A minimal tour around hooks given as Lua source: one 320×480 screen with views `a`,
  /// `b` and `c`, three marks on them and fixed-size views.
  public static func tour(marks: Int = 3, _ fields: String = "") -> String {
    """
    return {
      screen = {
        width = 320, height = 480,
        views = {
          { id = "a", frame = { 30, 30, 70, 20 } },
          { id = "b", frame = { 250, 400, 60, 30 } },
          { id = "c", frame = { 110, 100, 100, 40 } },
        },
      },
      numberOfCoachMarks = \(marks),
      coachMarkAt = function(ctl, index)
        return ctl.helper:makeCoachMark { view = ({ "a", "b", "c" })[(index - 1) % 3 + 1] }
      end,
      coachMarkViewsAt = function(ctl, index, mark)
        return { body = { width = 200, height = 60 }, arrow = { width = 15, height = 9 } }
      end,
    \(fields)
    }
    """
  }
}
